import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployCommands } from '../../src/discord/deploy.js';
import { loadCommands } from '../../src/discord/loader.js';
import { startEmulator, type DiscordEmulator } from '../emulator/emulator.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startBot(env: Record<string, string>, script = 'src/main.ts'): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** `npm start` as a process: it says what is missing, logs in, answers, stops on SIGTERM, and carries on after a restart. */
describe('the bot process', () => {
  let emu: DiscordEmulator;
  let dataDir: string;

  beforeAll(async () => {
    emu = await startEmulator();
    const env = emu.botEnv();
    await deployCommands(
      await loadCommands(),
      { applicationId: env.DISCORD_APPLICATION_ID, token: env.DISCORD_TOKEN, guildId: env.DISCORD_GUILD_ID },
      env,
    );
    dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-process-'));
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await emu?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('GIVEN npm run deploy-commands with a guild id THEN every command is registered in that guild by one bulk overwrite', async () => {
    const deploy = startBot(emu.botEnv(), 'src/cli/deploy-commands.ts');
    expect(await deploy.exited).toBe(0);
    const count = (await loadCommands()).size;
    // One command per file in commands/ (index.ts lists them).
    const files = readdirSync(new URL('../../commands/', import.meta.url)).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    expect(count).toBe(files.length);
    expect(deploy.output()).toMatch(new RegExp(`Registered ${count} commands for guild \\d+`));
    expect(emu.commands(emu.guild.id)).toHaveLength(count);
    expect(emu.requests.filter((r) => r.method === 'PUT' && r.path.includes('/commands'))).toHaveLength(2);
  });

  it('GIVEN no DISCORD_TOKEN THEN it says where to get one and exits with status 1', async () => {
    const bot = startBot({ DATA_DIR: dataDir });
    expect(await bot.exited).toBe(1);
    expect(bot.output()).toContain('Developer Portal');
    expect(bot.output()).toContain('Reset Token');
  });

  it('GIVEN SIGTERM THEN it stops cleanly; started again on the same data folder, the league is still there', async () => {
    const env = { ...emu.botEnv(), DATA_DIR: dataDir, HEALTH_PORT: '0', LOG_LEVEL: 'info' };
    const admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });

    const first = startBot(env);
    await emu.waitForSessions(1, { timeoutMs: 120_000 });
    const created = await emu.interact(admin, '/league create', { name: 'Restart League', humans: 2 });
    expect(created.content).toContain('Restart League');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/"msg":"shutting down"[\s\S]*"msg":"stopped"/);

    const second = startBot(env);
    await emu.waitFor(() => emu.connectedSessions() >= 1 && second.output().includes('logged in to Discord'), { timeoutMs: 120_000 });
    const status = await emu.interact(admin, '/league status');
    expect(status.embeds[0]!.title).toContain('Restart League');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    emu.assertNoViolations();
  }, 300_000);
});
