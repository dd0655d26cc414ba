import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator } from '../emulator/emulator.js';
import { BotProcess } from './support/bot-process.js';
import { countTitles, duplicatePosts, embedTitles, posts } from './support/channel.js';
import { describeOnEachProcessDatabase } from './support/process-database.js';
import { assertProcessesKeptTime, emulatorWithCommands } from './support/process-emulator.js';
import { readyLeagues } from './support/process-leagues.js';
import { waitForOutboxIdle } from './support/outbox-idle.js';

const CHANNELS = ['one', 'two', 'three', 'four', 'five', 'six'];

/**
 * Issue 6, scenario 5: two bot processes on one PostgreSQL, both running the
 * scheduler, both firing at the same minute: each week is played once and
 * posted once. (Only PostgreSQL: a PGlite folder belongs to one process.)
 */
describeOnEachProcessDatabase(
  'scenario 5: two bot processes on one PostgreSQL',
  (database) => {
    let emu: DiscordEmulator;
    let bots: BotProcess[] = [];
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
      await Promise.all(bots.map((bot) => bot.stop()));
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
      await emu?.stop();
    });

    it('GIVEN six leagues due and two processes running the scheduler THEN each week is played once and posted once', async () => {
      bots = [BotProcess.start({ ...env(), LOG_LEVEL: 'debug' }), BotProcess.start({ ...env(), LOG_LEVEL: 'debug' })];
      await Promise.all(bots.map((bot) => bot.waitForLog('logged in to Discord')));
      await emu.waitFor(() => CHANNELS.every((c) => countTitles(channelTitles(c), /: Season 1, week 1 played$/) >= 1), {
        timeoutMs: 150_000,
        description: 'week 1 posted in every channel',
      });
      // Further passes of both outbox jobs, until neither finds anything due: to see nothing comes twice.
      await waitForOutboxIdle(bots, Date.now());
      const codes = await Promise.all(bots.map((bot) => bot.stop()));
      expect(codes).toEqual([0, 0]);

      const played = bots.map((bot) => bot.count('week played'));
      // Between them the two processes played each league once: one plays it, the other passes it over or never sees it due.
      expect(played[0]! + played[1]!).toBe(CHANNELS.length);

      for (const channel of CHANNELS) {
        const titles = channelTitles(channel);
        expect(countTitles(titles, /pre-season played$/), channel).toBe(1);
        expect(countTitles(titles, /: Season 1, week 1 played$/), channel).toBe(1);
        expect(
          titles.filter((t) => t.startsWith('After week 1: ')),
          channel,
        ).toEqual(['After week 1: Fourth Division']);
        expect(duplicatePosts(posts(emu, emu.channelId(channel))), channel).toEqual([]);
      }

      const db = database().open();
      try {
        const steps = await db.selectFrom('played_steps').select(['league_id', 'turn']).where('turn', '=', 1).execute();
        expect(steps).toHaveLength(CHANNELS.length);
        expect(new Set(steps.map((s) => s.league_id)).size).toBe(CHANNELS.length);
        expect(await db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute()).toEqual([]);
      } finally {
        await db.destroy();
      }
    }, 300_000);
  },
  ['postgres'],
);
