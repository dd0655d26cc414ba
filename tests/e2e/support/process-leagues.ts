import type { DiscordEmulator, EmulatedUser } from '../../emulator/emulator.js';
import { BotProcess } from './bot-process.js';
import { LeagueDriver } from './league-driver.js';

/**
 * One league per channel (in any server), each with Ann as its one manager, its pre-season
 * played by /admin advance, and Ann ready for week 1: every league is due at
 * the scheduler's next tick. Set up by a bot process with the scheduler off,
 * stopped before the test starts the processes it watches.
 */
export async function readyLeagues(
  emu: DiscordEmulator,
  env: Record<string, string>,
  channels: readonly string[],
): Promise<{ admin: EmulatedUser; ann: EmulatedUser; drivers: LeagueDriver[] }> {
  const admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
  const ann = emu.addUser({ username: 'ann' });
  const setup = BotProcess.start({ ...env, SCHEDULER: 'off' });
  const drivers: LeagueDriver[] = [];
  try {
    await setup.waitForLog('logged in to Discord');
    for (const channel of channels) {
      const league = new LeagueDriver(emu, channelOfAnyServer(emu, channel));
      await league.openLeague(admin, [ann], { name: `League ${channel}`, every_hours: 48, advance_when_ready: true });
      await league.ask(admin, '/admin advance');
      await league.ask(ann, '/ready');
      drivers.push(league);
    }
  } catch (error) {
    await setup.stop();
    throw error;
  }
  const code = await setup.stop();
  if (code !== 0) throw new Error(`the setup bot exited with ${code}:\n${setup.output.slice(-3000)}`);
  return { admin, ann, drivers };
}

/** A channel's id by name, in whichever server has it. */
export function channelOfAnyServer(emu: DiscordEmulator, name: string): string {
  const guild = emu.guilds.find((g) => name in g.channels);
  if (!guild) throw new Error(`no channel #${name} in any server`);
  return emu.channelId(name, guild.id);
}
