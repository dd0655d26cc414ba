import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type DiscordEmulator } from './emulator.js';

const BOT = fileURLToPath(new URL('./fixtures/bare-bot.ts', import.meta.url));

let emu: DiscordEmulator;
const children: ChildProcess[] = [];

function startBot(): ChildProcess {
  // One process (node with the tsx loader), so the pid killed is the bot's own.
  const child = spawn(process.execPath, ['--import', 'tsx', BOT], { env: { ...process.env, ...emu.botEnv() }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return child;
}

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
  await emu?.stop();
});

describe('a bot in its own process', () => {
  it('GIVEN the bot is killed with SIGKILL THEN the emulator carries on and a restarted bot answers', async () => {
    emu = await startEmulator();
    await fetch(`${emu.baseUrl}/api/v10/applications/${emu.applicationId}/guilds/${emu.guild.id}/commands`, {
      method: 'PUT',
      headers: { authorization: `Bot ${emu.token}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ name: 'ping', description: 'Ping' }]),
    });
    const user = emu.addUser({ username: 'manager' });
    const first = startBot();
    await emu.waitForSessions(1, { timeoutMs: 20_000 });
    expect((await emu.interact(user, '/ping')).content).toBe(`pong from ${first.pid}`);

    first.kill('SIGKILL');
    await once(first, 'exit');
    await emu.waitFor(() => emu.connectedSessions() === 0);

    const second = startBot();
    await emu.waitForSessions(1, { timeoutMs: 20_000 });
    expect((await emu.interact(user, '/ping')).content).toBe(`pong from ${second.pid}`);
    emu.assertNoViolations();
  }, 180_000);
});
