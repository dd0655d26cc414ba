import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { BotProcess } from './support/bot-process.js';
import { countTitles, duplicatePosts, embedTitles, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';
import { describeOnEachProcessDatabase } from './support/process-database.js';
import { assertProcessesKeptTime, emulatorWithCommands } from './support/process-emulator.js';

/**
 * Issue 6, scenario 6: restart. The bot process is stopped and started again
 * on the same data (PGlite folder or PostgreSQL database), and the league
 * carries on where it was: its week, the orders given, and the scheduler.
 */
describeOnEachProcessDatabase('scenario 6: restart', (database) => {
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let bot: BotProcess | null = null;
  let trained: { id: string; name: string };
  const env = () => ({ ...emu.botEnv(), ...database().env });
  const start = async () => {
    bot = BotProcess.start(env());
    await bot.waitForLog('logged in to Discord');
  };
  const titles = () => embedTitles(posts(emu, league.channelId));

  beforeAll(async () => {
    emu = await emulatorWithCommands(['league']);
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
  });

  afterEach(() => {
    assertProcessesKeptTime(emu);
  });

  afterAll(async () => {
    await bot?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await emu?.stop();
  });

  it('GIVEN a running bot THEN a league is opened, its pre-season played and posted, and Ann gives week 1 orders', async () => {
    await start();
    await league.openLeague(admin, [ann, bob], { name: 'Carry On', every_hours: 48, advance_when_ready: true });
    await league.ask(admin, '/admin advance');
    await emu.waitFor(() => countTitles(titles(), /pre-season played$/) === 1, { timeoutMs: 30_000, description: 'the pre-season posted' });
    trained = (await league.ownPlayers(ann))[0]!;
    expect((await league.ask(ann, '/train', { player: trained.id, plan: 'FIT' })).content).toContain(trained.name);
    expect((await league.ask(ann, '/select auto', { formation: '4-5-1' })).embeds[0]!.title).toMatch(/4-5-1/);
  }, 180_000);

  it('GIVEN SIGTERM THEN the bot stops cleanly', async () => {
    expect(await bot!.stop()).toBe(0);
    expect(bot!.count('stopped')).toBe(1);
    bot = null;
  }, 180_000);

  it('GIVEN the bot started again on the same data THEN the league is on week 1 with Ann’s orders kept, and the scheduler plays the week once both are ready', async () => {
    await start();
    const status = await league.ask(ann, '/league status');
    expect(JSON.stringify(status.embeds)).toMatch(/week 1/i);
    const ready = await league.ask(ann, '/ready');
    const summary = JSON.stringify(ready.embeds);
    expect(summary).toContain('4-5-1');
    expect(summary).toContain('Training changes: 1');
    await league.ask(bob, '/ready');
    // The bot process's week job runs every two seconds; its outbox job every second.
    await emu.waitFor(() => countTitles(titles(), /: Season 1, week 1 played$/) === 1, { timeoutMs: 90_000, description: 'week 1 posted' });
    expect(countTitles(titles(), /: Season 1, week 1 played$/)).toBe(1);
    expect(countTitles(titles(), /pre-season played$/)).toBe(1);
    expect(duplicatePosts(posts(emu, league.channelId))).toEqual([]);
    expect(bot!.count('week played')).toBe(1);
  }, 180_000);

  it('GIVEN the bot stopped THEN the database holds each step played once', async () => {
    expect(await bot!.stop()).toBe(0);
    bot = null;
    const db = database().open();
    try {
      const steps = await db.selectFrom('played_steps').select(['turn', 'week', 'phase']).orderBy('turn').execute();
      expect(steps.map((s) => [s.turn, s.phase, s.week])).toEqual([
        [0, 'preseason', 0],
        [1, 'season', 1],
      ]);
      expect(await db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 180_000);
});
