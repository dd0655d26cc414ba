import { loadImage } from '@napi-rs/canvas';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { StoredMessage } from '../emulator/messages.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { messageText, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';

/** What a league week may take of the channel: a few posts a friend reads through, not a log. */
const POSTS_PER_WEEK = 3;
const CHARACTERS_PER_WEEK = 8_000;

/** Words that belong to the dice and the engine's workings, never to the channel. */
const DEBUG_TEXT = [/transfer roll/i, /leaves nobody/i, /\bchart\b.*\bD\*/, /×\d/, /\|\|\[/, /🎲/, /\bpick \d/, /\bv save\b/];

interface Step {
  label: string;
  posts: StoredMessage[];
}

/**
 * Scenario 16: a season of a league with four managers and the Cup, as the channel tells it. Each step's posts are
 * kept; a league week is its own step and the cup steps played after it. Every manager's match is told, no week
 * floods the channel, no debug text reaches it, and no table of zeros is posted.
 */
describeOnEachDatabase('scenario 16: a league worth following', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let managers: EmulatedUser[];
  /** A member of the server who manages no club and predicts every managed match of the season. */
  let pundit: EmulatedUser;
  let clubs: Map<string, string>;
  const clock = testClock(new Date());
  const steps: Step[] = [];
  let seen = 0;

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    emu = harness.emu;
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'chairman', permissions: ['ManageGuild'] });
    managers = ['ann', 'bob', 'cal', 'dee'].map((username) => emu.addUser({ username }));
    pundit = emu.addUser({ username: 'pat' });
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  /** A league week (1 to 14; the step after the last is the season's end) and the cup steps played after it. */
  const isLeagueWeek = (label: string) => /week ([1-9]|1[0-4])$/.test(label);

  it('GIVEN four managers and the Cup WHEN the admin plays the whole season THEN every step posts something', async () => {
    clubs = await league.openLeague(admin, managers, { name: 'Friends League', every_hours: 24, cups: 'cup' });
    for (let step = 0; step < 60; step++) {
      const status = await league.ask(admin, '/league status');
      const label = status.embeds[0]!.title!;
      if (/season 2/i.test(label)) break;
      if (isLeagueWeek(label)) {
        // A home win each time: over some thirty matches he gets at least one result right.
        for (const match of await emu.autocomplete(pundit, '/predict score', 'match', '', {}, { channelId: league.channelId }))
          expect((await league.ask(pundit, '/predict score', { match: String(match.value), home: 1, away: 0 })).ephemeral).toBe(true);
      }
      const advanced = await league.ask(admin, '/admin advance');
      expect(advanced.content).not.toMatch(/cannot/i);
      await harness.app.bot.poster.deliverDue();
      const all = posts(emu, league.channelId);
      steps.push({ label, posts: all.slice(seen) });
      seen = all.length;
    }
    expect(steps.some((s) => /week 14/.test(s.label))).toBe(true);
  }, 300_000);

  const leagueWeeks = () => {
    const weeks: { label: string; posts: StoredMessage[] }[] = [];
    for (const step of steps) {
      if (isLeagueWeek(step.label) || weeks.length === 0 || /week \d+$/.test(step.label)) weeks.push({ label: step.label, posts: [...step.posts] });
      else weeks.at(-1)!.posts.push(...step.posts);
    }
    return weeks.filter((w) => isLeagueWeek(w.label));
  };
  const characters = (messages: readonly StoredMessage[]) => messages.reduce((sum, m) => sum + messageText(m).length, 0);

  it('GIVEN the season played THEN no league week takes more than three posts and 8,000 characters', () => {
    const weeks = leagueWeeks();
    const figures = weeks.map((w) => ({ week: w.label, posts: w.posts.length, characters: characters(w.posts) }));
    const all = posts(emu, league.channelId);
    console.info(
      JSON.stringify({
        season: { posts: all.length, characters: characters(all) },
        perWeek: {
          meanPosts: figures.reduce((s, f) => s + f.posts, 0) / figures.length,
          meanCharacters: Math.round(figures.reduce((s, f) => s + f.characters, 0) / figures.length),
          maxPosts: Math.max(...figures.map((f) => f.posts)),
          maxCharacters: Math.max(...figures.map((f) => f.characters)),
        },
        weeks: figures,
        steps: steps.map((s) => ({ step: s.label, posts: s.posts.length, characters: characters(s.posts) })),
      }),
    );
    for (const week of figures) {
      expect(week.posts, week.week).toBeLessThanOrEqual(POSTS_PER_WEEK);
      expect(week.characters, week.week).toBeLessThanOrEqual(CHARACTERS_PER_WEEK);
    }
  });

  it("GIVEN the season played THEN every manager's league match is told in the channel with its score", () => {
    for (const week of leagueWeeks()) {
      const text = week.posts.map(messageText).join('\n').replace(/\\/g, '');
      for (const club of clubs.values())
        expect(text, `${week.label}: ${club}`).toMatch(new RegExp(`${club}[^\\n]*\\d+–\\d+|\\d+–\\d+[^\\n]*${club}`));
    }
  });

  it('GIVEN the season played THEN no debug text reaches the channel', () => {
    const text = posts(emu, league.channelId).map(messageText).join('\n');
    for (const pattern of DEBUG_TEXT) expect(text).not.toMatch(pattern);
  });

  it('GIVEN a week’s story WHEN a manager presses “Show the dice” THEN that match’s dice are answered to him alone', async () => {
    const diceIds = (m: StoredMessage) => JSON.stringify(m.components).match(/news:dice:\d+:\d+/g) ?? [];
    const story = posts(emu, league.channelId).find((m) => diceIds(m).length > 0)!;
    expect(story, 'a story with its dice buttons').toBeDefined();
    const answer = await emu.click(story, diceIds(story)[0]!, { user: managers[0]! });
    expect(answer.ephemeral).toBe(true);
    const text = answer.embeds.map((e) => `${e.title ?? ''}\n${e.description ?? ''}`).join('\n');
    expect(text).toMatch(/🎲/);
    expect(text).toMatch(/\[[^\]\n]*\d[^\]\n]*\]/);
    // The channel's report of the same match shows none of it.
    expect(messageText(story)).not.toMatch(/\[[^\]\n]*\d+\+\d+[^\]\n]*\]/);
  });

  it('GIVEN the season played THEN no table of zeros is posted', () => {
    for (const message of posts(emu, league.channelId)) {
      for (const embed of message.embeds) {
        const table = embed.description ?? '';
        const rows = table.split('\n').filter((line) => /^\s*\d+\s/.test(line));
        if (rows.length > 0)
          expect(
            rows.every((row) => / 0 +0 +0 +0 /.test(row)),
            embed.title,
          ).toBe(false);
      }
    }
  });

  it('GIVEN the season played THEN no post says a player goes into good and poor form', () => {
    for (const message of posts(emu, league.channelId)) {
      const text = messageText(message);
      const good = new Set([...text.matchAll(/(\S+ \S+) goes into good form/g)].map((m) => m[1]));
      for (const m of text.matchAll(/(\S+ \S+) goes into poor form/g)) expect(good.has(m[1]), m[1]).toBe(false);
      expect(text).not.toMatch(/completes .* training/);
    }
  });

  it('GIVEN the season played THEN every running score in a report names both clubs', () => {
    const text = posts(emu, league.channelId).map(messageText).join('\n');
    expect(text).toMatch(/\d+-\d+/);
    expect(text).not.toMatch(/\bnobody \d+-\d+/i);
  });

  it('GIVEN the season played THEN the divisions decided at the season’s end are said so once, in week 1', () => {
    const saying = steps.filter((s) => s.posts.some((m) => /decided at the season’s end/.test(messageText(m))));
    expect(saying.map((s) => s.label)).toEqual([expect.stringMatching(/week 1$/)]);
  });

  it('GIVEN the season’s end THEN one post tells the awards, the team of the season drawn as the lineup picture', async () => {
    const end = steps.find((s) => /the season’s end$/.test(s.label))!;
    const isAwards = (title: string | undefined) => title === 'Season 1: the awards';
    const told = end.posts.filter((m) => m.embeds.some((e) => isAwards(e.title)));
    expect(told).toHaveLength(1);
    const post = told[0]!;
    const awards = post.embeds.find((e) => isAwards(e.title))!;
    const text = awards.description!;
    // The champions' manager: the member who manages the champions, or the computer.
    const champions = post.embeds
      .flatMap((e) => e.fields ?? [])
      .find((f) => f.name === 'Champions')!
      .value.replace(/\\/g, '');
    const manager = managers.find((m) => clubs.get(m.id) === champions);
    expect(text).toMatch(manager ? `🏆 Champions’ manager: <@${manager.id}>, ` : /🏆 Champions: .+, run by the computer/);
    expect(text).toMatch(/^⭐ Player of the season: \*\*.+\*\* \(.+\), \d+\.\d+ a game over \d+ games$/m);
    expect(text).toMatch(/^👟 Golden boot: \*\*.+\*\* \(.+\), \d+ league goals?$/m);
    expect(text).toMatch(/^🧤 Best goalkeeper: \*\*.+\*\* \(.+\), \d+\.\d+ a game, \d+ clean sheets?$/m);
    expect(text).toMatch(new RegExp(`^🔮 Best predictor: <@${pundit.id}>, \\d+ points?$`, 'm'));
    // The team of the season: a 4-4-2 in words, and the same XI on the pitch, shown by the awards' own embed.
    const team = awards.fields!.find((f) => /^Team of the season \(4-4-2/.test(f.name))!.value.split('\n');
    expect(team.map((line) => [line.split(':')[0], line.split(', ').length])).toEqual([
      ['Goalkeeper', 1],
      ['Defenders', 4],
      ['Midfielders', 4],
      ['Forwards', 2],
    ]);
    expect(awards.image?.url).toBe('attachment://team-of-the-season.png');
    const file = post.attachments.find((a) => a.filename === 'team-of-the-season.png')!;
    expect(file.contentType).toMatch(/png/);
    const picture = await loadImage(file.data);
    expect([picture.width, picture.height]).toEqual([640, 760]);
  });

  it('GIVEN the season played THEN the weeks that close a month, and only they, name the manager of the month', () => {
    const naming = steps.filter((s) => s.posts.some((m) => /🏅 Manager of the month/.test(messageText(m)))).map((s) => s.label.replace(/.*, /, ''));
    expect(naming).toEqual(['week 4', 'week 8', 'week 12', 'week 14']);
    const names = new RegExp(`🏅 Manager of the month \\(weeks \\d+–\\d+\\): (${managers.map((m) => `<@${m.id}>`).join('|')}), `);
    for (const step of steps.filter((s) => /week (4|8|12|14)$/.test(s.label))) expect(step.posts.map(messageText).join('\n')).toMatch(names);
  });
});
