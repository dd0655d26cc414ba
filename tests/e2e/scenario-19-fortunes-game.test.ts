import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Jobs } from '../../src/scheduler/jobs.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { embedText, messageText, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';
import { scheduledJobs } from './support/week-job.js';

const text = (answer: InteractionResponse) => [answer.content, ...answer.embeds.map(embedText)].join('\n');

/**
 * Issue 29: a game of Football Fortunes, the rulebook's board game, through the real discord.js client. Two managers
 * create and join it, see the introduction, play turns with /ready, and the channel reads the board's moves and
 * cards, the results with each side's Defence and Attack, and the table of ten.
 */
describeOnEachDatabase('scenario 19: a game of Football Fortunes', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let jobs: Jobs;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let managers: EmulatedUser[];
  const clock = testClock(new Date());

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    emu = harness.emu;
    jobs = scheduledJobs(harness.app);
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'banker', permissions: ['ManageGuild'] });
    managers = [emu.addUser({ username: 'ann' }), emu.addUser({ username: 'bob' })];
    await league.openLeague(admin, managers, {
      name: 'Fortunes Friday',
      game: 'fortunes',
      seasons: 2,
      difficulty: 2,
      every_hours: 24,
      advance_when_ready: true,
    });
  });

  afterEach(() => emu.assertNoViolations());

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await jobs?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  async function allReadyAndPlay(): Promise<void> {
    for (const manager of managers) {
      const ready = await league.ask(manager, '/ready');
      expect(ready.ephemeral, ready.content).toBe(true);
    }
    expect((await jobs.runWeekJob()).played).toHaveLength(1);
  }

  it('GIVEN the game opened THEN the channel has its introduction: the game, the commands and how Immunity cards are got', () => {
    const created = league.answers[0]!;
    expect(created.ephemeral).toBe(false);
    expect(created.content).toMatch(
      /a game of Football Fortunes, is open in this channel: 2 clubs for managers and the computer's to make ten, skill level 2, 2 seasons/,
    );
    const intro = text(created);
    expect(intro).toContain('Football Fortunes: how the game is played');
    expect(intro).toContain('/fortune show');
    expect(intro).toMatch(/Immunity cards\nThe bank holds six\. A Selection Problems card may tell the bank to issue you one/);
  });

  it('GIVEN turns played THEN each posts the board’s news, the results with Defence and Attack and the table of ten', async () => {
    const before = posts(emu, league.channelId).length;
    await allReadyAndPlay();
    await allReadyAndPlay();
    const turns = posts(emu, league.channelId)
      .slice(before)
      .filter((m) => /^Fortunes Friday: season 1, league round \d+ played$/.test(m.embeds[0]?.title ?? ''));
    expect(turns).toHaveLength(2);
    const post = messageText(turns[0]!);
    expect(post).toMatch(/The dice for the coming turn\n🎲\d .+ move to \*\*.+\*\* for the coming turn\./);
    expect(post.match(/^.+ \(D\d+ A\d+\) \*\*\d+–\d+\*\* .+ \(D\d+ A\d+\)$/gm)).toHaveLength(5);
    expect(post).toMatch(/The table of ten, season 1/);
  });
});
