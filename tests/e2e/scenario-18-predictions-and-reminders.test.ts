import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import type { Jobs } from '../../src/scheduler/jobs.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { messageText, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';
import { scheduledJobs } from './support/week-job.js';

const HOUR = 3_600_000;

/** One member for each result of the first match: whatever the dice give, one of them has it right. */
const GUESSES = { fay: [1, 0], gus: [1, 1], hal: [0, 1] } as const;
type Fan = keyof typeof GUESSES;
/** Bob, a manager, predicts too. */
const BOB_GUESS = [3, 2] as const;

/**
 * Scenario 18: the server plays beside the managers. Three members who manage no club and two managers predict the
 * week's first match, privately; the week is played and the story names the best predictor, the leaderboard shows
 * the points and marks the managers. A manager who asked for a reminder gets a direct message before the deadline, one
 * who did not gets none, and one whose DMs are closed has his reminders turned off and is told so once.
 */
describeOnEachDatabase('scenario 18: predictions and reminders', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let app: App;
  let jobs: Jobs;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let cal: EmulatedUser;
  let fans: Record<Fan, EmulatedUser>;
  let match: { name: string; value: string };
  let deadline: Date;
  const clock = testClock(new Date('2026-03-02T09:00:00Z'));
  const db = () => database().db;

  beforeAll(async () => {
    harness = await startHarness(db(), clock);
    ({ emu, app } = harness);
    jobs = scheduledJobs(app);
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    [ann, bob, cal] = ['ann', 'bob', 'cal'].map((username) => emu.addUser({ username })) as [EmulatedUser, EmulatedUser, EmulatedUser];
    fans = { fay: emu.addUser({ username: 'fay' }), gus: emu.addUser({ username: 'gus' }), hal: emu.addUser({ username: 'hal' }) };
    await league.openLeague(admin, [ann, bob, cal], { name: 'Pundits League', every_hours: 48, cups: 'off', reminders: '24' });
    await league.ask(admin, '/admin advance');
    await app.bot.poster.deliverDue();
    deadline = (await db().selectFrom('leagues').select('next_deadline').executeTakeFirstOrThrow()).next_deadline!;
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

  it('GIVEN week 1 THEN three members who manage no club and two managers predict the first match, each answered privately, and no one else sees any of it before the deadline', async () => {
    const choices = await emu.autocomplete(fans.fay, '/predict score', 'match', '', {}, { channelId: league.channelId });
    expect(choices.length).toBeGreaterThan(0);
    match = { name: choices[0]!.name, value: String(choices[0]!.value) };
    for (const [fan, [home, away]] of Object.entries(GUESSES) as [Fan, readonly [number, number]][]) {
      const answer = await league.ask(fans[fan], '/predict score', { match: match.value, home, away });
      expect(answer.ephemeral).toBe(true);
      expect(answer.embeds[0]!.title).toBe('Prediction saved');
      expect(answer.embeds[0]!.description).toContain(`**${home}–${away}**`);
    }
    const own = await league.ask(ann, '/predict score', { match: match.value, home: 2, away: 2 });
    expect(own.ephemeral).toBe(true);
    expect(own.embeds[0]!.description).toMatch(/the table marks you/);
    // A second prediction replaces the first.
    await league.ask(ann, '/predict score', { match: match.value, home: 1, away: 0 });
    expect(await db().selectFrom('predictions').select('user_id').where('user_id', '=', ann.id).execute()).toHaveLength(1);
    const bobs = await league.ask(bob, '/predict score', { match: match.value, home: BOB_GUESS[0], away: BOB_GUESS[1] });
    expect(bobs.ephemeral).toBe(true);
    expect(bobs.embeds[0]!.description).toMatch(/the table marks you/);
    expect(await db().selectFrom('predictions').select('user_id').execute()).toHaveLength(5);

    const mine = await league.ask(fans.gus, '/predict mine');
    expect(mine.ephemeral).toBe(true);
    expect(mine.embeds[0]!.description).toMatch(/1–1.*to be played/);
    // Each member sees his own prediction alone: not another's score, nor who else predicted.
    const minePrivacy = mine.embeds
      .map((e) => [e.title, e.description, ...(e.fields ?? []).map((f) => `${f.name} ${f.value}`)].join('\n'))
      .join('\n');
    expect(minePrivacy).not.toMatch(/1–0|0–1|3–2/);
    for (const other of [fans.fay, fans.hal, ann, bob]) expect(minePrivacy).not.toContain(other.id);
    const cal1 = await league.ask(cal, '/predict mine');
    expect(cal1.ephemeral).toBe(true);
    expect(JSON.stringify(cal1.embeds)).not.toMatch(/1–0|1–1|0–1|3–2/);
    // The leaderboard counts played matches only: nothing of a prediction shows before the deadline.
    const table = await league.ask(fans.hal, '/predict table');
    expect(table.embeds[0]!.description).toMatch(/No prediction has been scored yet/);
    expect(emu.publicText(league.channelId)).not.toMatch(/Prediction saved|1–1 .*to be played/);
  });

  it('GIVEN a bad prediction THEN it is refused privately and nothing is stored', async () => {
    const before = await db().selectFrom('predictions').select('user_id').execute();
    const refused = await league.ask(fans.fay, '/predict score', { match: 'Nowhere Rovers', home: 1, away: 0 });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/not one of this week’s matches/);
    await expect(league.ask(fans.fay, '/predict score', { match: match.value, home: 21, away: 0 })).rejects.toThrow();
    expect(await db().selectFrom('predictions').select('user_id').execute()).toEqual(before);
  });

  it('GIVEN Ann and Cal asked for a reminder and Cal’s DMs are closed WHEN the reminder time comes THEN Ann is sent one, Bob none, and Cal’s reminders turn off', async () => {
    expect((await league.ask(ann, '/remind me', { hours: 2 })).content).toMatch(/direct message 2 hours before each deadline/);
    expect((await league.ask(cal, '/remind me', { hours: 2 })).ephemeral).toBe(true);
    emu.closeDms(cal);
    clock.set(new Date(deadline.getTime() - 2 * HOUR + 60_000));
    await jobs.runWeekJob();
    const [dm, ...more] = emu.directMessages(ann);
    expect(more).toEqual([]);
    expect(dm!.content).toMatch(/Pundits League/);
    expect(dm!.content).toMatch(/\/ready/);
    expect(dm!.content).toContain(`<#${league.channelId}>`);
    expect(dm!.pings).toEqual({ users: [], roles: [], everyone: false });
    expect(emu.directMessages(bob)).toEqual([]);
    expect(emu.directMessages(cal)).toEqual([]);
    // Told once, privately, at his next command in the channel.
    const told = await league.ask(cal, '/remind status');
    expect(told.ephemeral).toBe(true);
    expect(told.content).toMatch(/reminders are off: Discord would not deliver/);
    expect((await league.ask(cal, '/remind status')).content).not.toMatch(/would not deliver/);
    // A second tick sends nothing again.
    await jobs.runWeekJob();
    expect(emu.directMessages(ann)).toHaveLength(1);
  });

  it('GIVEN the deadline passes THEN the week is played, a prediction is closed, the story names the best predictor and the table shows the points, the manager marked', async () => {
    clock.set(new Date(deadline.getTime() + 60_000));
    const before = posts(emu, league.channelId).length;
    await jobs.runWeekJob();
    const late = await league.ask(fans.fay, '/predict score', { match: match.value, home: 3, away: 3 });
    expect(late.ephemeral).toBe(true);
    const [division, position] = match.value.split(':').map(Number);
    const result = await db()
      .selectFrom('match_results')
      .select(['home_goals', 'away_goals'])
      .where('season', '=', 1)
      .where('round', '=', 1)
      .where('division', '=', division!)
      .where('position', '=', position!)
      .executeTakeFirstOrThrow();
    // Ann's 1–0 stands beside the members' guesses: those level at the top share the line.
    const guesses: (readonly [EmulatedUser, readonly [number, number]])[] = [
      ...(Object.keys(GUESSES) as Fan[]).map((fan) => [fans[fan], GUESSES[fan]] as const),
      [ann, [1, 0]] as const,
      [bob, BOB_GUESS] as const,
    ];
    const pointsOf = ([home, away]: readonly [number, number]) =>
      home === result.home_goals && away === result.away_goals
        ? 3
        : Math.sign(home - away) === Math.sign(result.home_goals - result.away_goals)
          ? 1
          : 0;
    const points = Math.max(...guesses.map(([, guess]) => pointsOf(guess)));
    const top = guesses.filter(([, guess]) => pointsOf(guess) === points).map(([user]) => user);
    // The best may be a manager alone: the dice pick the result, so any of the guesses may be the one that scored.
    const best = top[0]!;

    const story = posts(emu, league.channelId).slice(before).map(messageText).join('\n');
    const line = story.split('\n').find((l) => l.includes('Best predictor of the week'));
    for (const user of top) expect(line).toContain(`<@${user.id}>`);
    expect(line).toContain(`${points} point`);
    const table = await league.ask(fans.gus, '/predict table');
    const lines = table.embeds[0]!.description!.split('\n');
    expect(top.some((user) => lines[0]!.includes(`<@${user.id}>`))).toBe(true);
    expect(lines[0]).toContain(`**${points} point${points === 1 ? '' : 's'}**`);
    expect(lines.find((l) => l.includes(`<@${ann.id}>`))).toContain('(manager)');
    expect(lines.find((l) => l.includes(`<@${bob.id}>`))).toContain('(manager)');
    expect(lines.filter((l) => l.includes('(manager)'))).toHaveLength(2);
    // Every predictor is on the table, each with the points his guess earned.
    expect(lines).toHaveLength(5);
    for (const [user, guess] of guesses)
      expect(lines.find((l) => l.includes(`<@${user.id}>`))).toContain(`**${pointsOf(guess)} point${pointsOf(guess) === 1 ? '' : 's'}**`);
    const mine = await league.ask(best, '/predict mine');
    expect(mine.embeds[0]!.title).toMatch(new RegExp(`${points} points?$`));
  });
});
