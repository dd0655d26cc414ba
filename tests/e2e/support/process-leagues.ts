import type { DiscordEmulator, EmulatedUser } from '../../emulator/emulator.js';
import { BotProcess } from './bot-process.js';
import { posts } from './channel.js';
import { LeagueDriver } from './league-driver.js';
import { NEVER_DURING_A_TEST } from './week-job.js';

/**
 * One league per channel (in any server), each with Ann as its one manager, its pre-season
 * played by /admin advance and posted, and Ann ready for week 1: every league
 * is due at the scheduler's next tick. Set up by a bot process whose week job
 * never fires during a test and whose outbox job posts everything queued,
 * stopped before the test starts the processes it watches, so that those
 * have only week 1 to play and post.
 */
export async function readyLeagues(
  emu: DiscordEmulator,
  env: Record<string, string>,
  channels: readonly string[],
): Promise<{ admin: EmulatedUser; ann: EmulatedUser; drivers: LeagueDriver[] }> {
  const admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
  const ann = emu.addUser({ username: 'ann' });
  const setup = BotProcess.start({ ...env, WEEK_CRON: NEVER_DURING_A_TEST });
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
    await emu.waitFor(
      () => drivers.every((league) => posts(emu, league.channelId).some((m) => m.content.startsWith('Every manager is ready for season 1, week 1'))),
      {
        timeoutMs: 60_000,
        description: 'the pre-season and the every-manager-ready line posted in every channel',
      },
    );
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
