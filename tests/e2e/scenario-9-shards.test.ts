import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { shardOf } from '../emulator/shard-of.js';
import { BotProcess } from './support/bot-process.js';
import { countTitles, duplicatePosts, embedTitles, posts } from './support/channel.js';
import type { LeagueDriver } from './support/league-driver.js';
import { describeOnEachProcessDatabase } from './support/process-database.js';
import { assertProcessesKeptTime, emulatorWithServers } from './support/process-emulator.js';
import { readyLeagues } from './support/process-leagues.js';
import { waitForOutboxIdle } from './support/outbox-idle.js';

/** Two servers, one on each of the bot's two shards. */
const SERVERS = [
  { name: 'Even Server', channels: ['even'], shard: [0, 2] as [number, number] },
  { name: 'Odd Server', channels: ['odd'], shard: [1, 2] as [number, number] },
];
const CHANNELS = SERVERS.map((s) => s.channels[0]!);

/**
 * Issue 10, scenario 7: Discord sharding. The bot runs as two processes on one
 * PostgreSQL, shard 0 of 2 in one and shard 1 in the other (SHARDS=2 with
 * SHARD_IDS), with a league in a server on each shard. Each server's commands
 * reach and are answered by the process running its shard; each week is played
 * once and posted once, whichever process plays it. (Only PostgreSQL: a PGlite
 * folder belongs to one process.)
 */
describeOnEachProcessDatabase(
  'scenario 9: two shards in two processes',
  (database) => {
    let emu: DiscordEmulator;
    let ann: EmulatedUser;
    let leagues: LeagueDriver[] = [];
    let bots: BotProcess[] = [];
    const env = () => ({ ...emu.botEnv(), ...database().env });
    const titles = (channel: string) => embedTitles(posts(emu, emu.channelId(channel, guildOf(channel))));
    const guildOf = (channel: string) => emu.guilds.find((g) => channel in g.channels)!.id;
    /** Which of the two processes logged handling this interaction. */
    const handledBy = (interactionId: string) =>
      bots
        .map((bot, n) => (bot.logs().some((l) => l.msg === 'interaction handled' && l.interactionId === interactionId) ? n : -1))
        .filter((n) => n >= 0);
    const weekPosted = (week: number) => (channel: string) => countTitles(titles(channel), new RegExp(`: Season 1, week ${week} played$`)) >= 1;

    beforeAll(async () => {
      // Discord recommends two shards; the setup process (SHARDS left at auto) runs both itself.
      emu = await emulatorWithServers(SERVERS, { shards: 2 });
      ({ ann, drivers: leagues } = await readyLeagues(emu, env(), CHANNELS));
    }, 180_000);

    afterEach(() => {
      assertProcessesKeptTime(emu);
    });

    afterAll(async () => {
      await Promise.all(bots.map((bot) => bot.stop()));
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
      await emu?.stop();
    });

    it('GIVEN shards 0 and 1 of 2 in two processes THEN each process logs in with its own shard and its own server', async () => {
      expect(emu.guilds.map((g) => shardOf(g.id, 2))).toEqual([0, 1]);
      bots = [0, 1].map((shard) => BotProcess.start({ ...env(), SHARDS: '2', SHARD_IDS: String(shard), LOG_LEVEL: 'debug' }));
      await Promise.all(bots.map((bot) => bot.waitForLog('logged in to Discord')));
      const logins = bots.map((bot) => bot.logs().find((l) => l.msg === 'logged in to Discord')!);
      expect(logins.map((l) => [l.shards, l.shardCount, l.guilds])).toEqual([
        [[0], 2, 1],
        [[1], 2, 1],
      ]);
      expect(emu.connectedSessions()).toBe(2);
    }, 180_000);

    it('GIVEN both leagues due THEN week 1 is played once and posted once in each server, and commands in each are answered by its shard', async () => {
      await emu.waitFor(() => CHANNELS.every(weekPosted(1)), { timeoutMs: 150_000, description: 'week 1 posted in both servers' });
      for (const [n, league] of leagues.entries()) {
        const status = await league.ask(ann, '/league status');
        expect(status.ephemeral).toBe(false);
        expect(status.embeds[0]?.title ?? status.content).toMatch(`League ${CHANNELS[n]}`);
        const ready = await league.ask(ann, '/ready');
        expect(ready.embeds[0]?.title).toMatch(/^Ready/);
        for (const answer of [status, ready]) {
          // The process logs the interaction once its answer is sent, a moment after the emulator has it.
          const handlers = await emu.waitFor(() => handledBy(answer.interactionId).length > 0 && handledBy(answer.interactionId), {
            description: 'the log line of the process that answered',
          });
          expect(handlers, CHANNELS[n]).toEqual([n]);
        }
      }
    }, 200_000);

    it('GIVEN every manager ready again THEN week 2 is played once and posted once in each server', async () => {
      await emu.waitFor(() => CHANNELS.every(weekPosted(2)), { timeoutMs: 150_000, description: 'week 2 posted in both servers' });
      // Further passes of both outbox jobs, until neither finds anything due: to see nothing comes twice.
      await waitForOutboxIdle(bots, Date.now());
      const codes = await Promise.all(bots.map((bot) => bot.stop()));
      expect(codes).toEqual([0, 0]);

      const played = bots.map((bot) => bot.count('week played'));
      // Both processes run the scheduler over every league; between them each week of each league is played once.
      expect(played[0]! + played[1]!).toBe(2 * CHANNELS.length);
      for (const channel of CHANNELS) {
        const list = titles(channel);
        expect(countTitles(list, /pre-season played$/), channel).toBe(1);
        for (const week of [1, 2]) {
          expect(countTitles(list, new RegExp(`: Season 1, week ${week} played$`)), channel).toBe(1);
          expect(
            list.filter((t) => t.startsWith(`After week ${week}: `)),
            channel,
          ).toEqual([`After week ${week}: Fourth Division`]);
        }
        expect(duplicatePosts(posts(emu, emu.channelId(channel, guildOf(channel)))), channel).toEqual([]);
      }

      const db = database().open();
      try {
        const steps = await db.selectFrom('played_steps').select(['league_id', 'turn']).where('turn', 'in', [1, 2]).execute();
        expect(steps).toHaveLength(2 * CHANNELS.length);
        expect(new Set(steps.map((s) => `${s.league_id}:${s.turn}`)).size).toBe(2 * CHANNELS.length);
        expect(await db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute()).toEqual([]);
      } finally {
        await db.destroy();
      }
    }, 200_000);
  },
  ['postgres'],
);
