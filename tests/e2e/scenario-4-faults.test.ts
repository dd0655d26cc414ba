import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import type { Jobs } from '../../src/scheduler/jobs.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { BotProcess } from './support/bot-process.js';
import { countTitles, duplicatePosts, embedTitles, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';
import { describeOnEachProcessDatabase } from './support/process-database.js';
import { assertProcessesKeptTime, emulatorWithCommands } from './support/process-emulator.js';
import { readyLeagues } from './support/process-leagues.js';
import { holdLeagueRow } from './support/held-league-row.js';
import { waitForOutboxIdle } from './support/outbox-idle.js';
import { NEVER_DURING_A_TEST, scheduledJobs } from './support/week-job.js';

/** Issue 6, scenario 4: faults. Discord failing while results are posted, and the bot killed in the middle of a week. */
describe('scenario 4: faults', () => {
  describeOnEachDatabase('Discord answers 429 and then 500 while a week is posted', (database) => {
    let harness: Harness;
    let emu: DiscordEmulator;
    let app: App;
    let jobs: Jobs;
    let league: LeagueDriver;
    let admin: EmulatedUser;
    let ann: EmulatedUser;
    let bob: EmulatedUser;
    const clock = testClock(new Date());
    const undelivered = async () => (await database().db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute()).length;

    beforeAll(async () => {
      harness = await startHarness(database().db, clock);
      ({ emu, app } = harness);
      jobs = scheduledJobs(app);
      league = new LeagueDriver(emu, emu.channelId('league'));
      admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
      ann = emu.addUser({ username: 'ann' });
      bob = emu.addUser({ username: 'bob' });
      await league.openLeague(admin, [ann, bob], { name: 'Faults', every_hours: 48, advance_when_ready: true });
      await league.ask(admin, '/admin advance');
      while ((await undelivered()) > 0) await jobs.runOutboxJob();
    });

    afterEach(() => {
      emu.assertNoViolations();
    });

    afterAll(async () => {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
      await jobs?.stop();
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
      await harness?.stop();
    });

    it('GIVEN the week job plays a week while posts are refused THEN the outbox job retries until every message has arrived exactly once', async () => {
      await league.ask(ann, '/ready');
      await league.ask(bob, '/ready');
      const path = `/channels/${league.channelId}/messages`;
      const before = posts(emu, league.channelId).length;
      const limited = emu.injectFault({ status: 429, method: 'POST', path, count: 2, retryAfter: 0.05 });
      // discord.js retries a 500 three times itself; a fourth failure is left to the outbox.
      const broken = emu.injectFault({ status: 500, method: 'POST', path, count: 4 });

      const report = await jobs.runWeekJob();
      expect(report.played).toHaveLength(1);
      expect(limited.hits).toBe(2);
      expect(broken.hits).toBe(4);
      // The row Discord refused waits for its retry, and holds back the channel's later rows.
      const failed = await database()
        .db.selectFrom('outbox')
        .select(['attempts', 'last_error'])
        .where('delivered_at', 'is', null)
        .where('attempts', '>', 0)
        .execute();
      expect(failed).toHaveLength(1);
      expect(failed[0]!.last_error).toBeTruthy();

      for (let pass = 0; pass < 8 && (await undelivered()) > 0; pass += 1) {
        clock.advance(15 * 60_000);
        await jobs.runOutboxJob();
      }
      expect(await undelivered()).toBe(0);

      const fresh = posts(emu, league.channelId).slice(before);
      const titles = embedTitles(fresh);
      expect(countTitles(titles, /: Season 1, week 1 played$/)).toBe(1);
      expect(titles.filter((t) => t.startsWith('After week 1: '))).toEqual(['After week 1: Fourth Division']);
      expect(titles.filter((t) => /^.+ \d+–\d+ .+$/.test(t)).length).toBeGreaterThanOrEqual(1);
      expect(duplicatePosts(posts(emu, league.channelId))).toEqual([]);
      // Every post that Discord accepted is in the channel once: nothing was sent twice and kept.
      const accepted = emu.requests.filter((r) => r.method === 'POST' && r.path === path && r.status === 200).length;
      expect(accepted).toBe(posts(emu, league.channelId).length);
    });
  });

  const CHANNELS = ['one', 'two', 'three', 'four', 'five'];

  describeOnEachProcessDatabase('the bot process killed in the middle of a week advance', (database) => {
    let emu: DiscordEmulator;
    let first: BotProcess | null = null;
    let second: BotProcess | null = null;
    let playedBeforeKill = 0;
    const env = () => ({ ...emu.botEnv(), ...database().env });
    const channelTitles = (channel: string) => embedTitles(posts(emu, emu.channelId(channel)));

    beforeAll(async () => {
      emu = await emulatorWithCommands(CHANNELS);
      await readyLeagues(emu, env(), CHANNELS);
    }, 180_000);

    afterEach(() => {
      assertProcessesKeptTime(emu);
    });

    afterAll(async () => {
      await first?.stop();
      await second?.stop();
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
      await emu?.stop();
    });

    it('GIVEN five leagues due THEN the bot is killed with SIGKILL as soon as the week job has played the first, while it plays the others', async () => {
      // The pre-season is posted already, and this process posts nothing (its outbox job never fires; the week job
      // posts only after its whole pass): the kill is to land in the week's advance, not in a post.
      expect(CHANNELS.every((c) => countTitles(channelTitles(c), /pre-season played$/) === 1)).toBe(true);
      // On PostgreSQL one league's row is held here, so the bot waits in that league's advance and its week job's pass
      // cannot end (and post, leasing the posts to a process about to die): a fast machine could otherwise play the
      // others and start posting before the kill lands. PGlite's folder is the bot's alone while it runs.
      const db = database().kind === 'postgres' ? database().open() : null;
      const letGo = db
        ? await holdLeagueRow(db, (await db.selectFrom('leagues').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id)
        : null;
      first = BotProcess.start({ ...env(), OUTBOX_CRON: NEVER_DURING_A_TEST });
      await first.waitForLog('logged in to Discord');
      await first.waitForLog('week played', { timeoutMs: 120_000 });
      first.child.kill('SIGKILL');
      await first.exited;
      await letGo?.();
      await db?.destroy();
      playedBeforeKill = first.count('week played');
      expect(playedBeforeKill).toBeGreaterThanOrEqual(1);
      expect(playedBeforeKill).toBeLessThan(CHANNELS.length);
    }, 180_000);

    it('GIVEN the bot started again THEN every league’s week is played and posted, once', async () => {
      second = BotProcess.start({ ...env(), LOG_LEVEL: 'debug' });
      await second.waitForLog('logged in to Discord');
      await emu.waitFor(() => CHANNELS.every((c) => countTitles(channelTitles(c), /: Season 1, week 1 played$/) >= 1), {
        timeoutMs: 150_000,
        description: 'week 1 posted in every channel',
      });
      // More passes of the outbox job, until it finds nothing due: to see nothing comes twice.
      await waitForOutboxIdle([second], Date.now());
      expect(await second.stop()).toBe(0);
      second = null;

      for (const channel of CHANNELS) {
        const titles = channelTitles(channel);
        expect(countTitles(titles, /pre-season played$/), channel).toBe(1);
        expect(countTitles(titles, /: Season 1, week 1 played$/), channel).toBe(1);
        expect(duplicatePosts(posts(emu, emu.channelId(channel))), channel).toEqual([]);
      }

      const db = database().open();
      try {
        const leagues = await db.selectFrom('leagues').select(['id', 'turn', 'week']).execute();
        expect(leagues).toHaveLength(CHANNELS.length);
        for (const row of leagues) expect([row.turn, row.week]).toEqual([2, 2]);
        const steps = await db.selectFrom('played_steps').select(['league_id']).where('turn', '=', 1).execute();
        expect(steps).toHaveLength(CHANNELS.length);
        expect(await db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute()).toEqual([]);
      } finally {
        await db.destroy();
      }
    }, 240_000);
  });
});
