import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { duplicatePosts, embedText, embedTitles, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';

/**
 * Scenario 10: the cups. A league made with the default options plays the Cup: the draw is posted at the
 * pre-season, the first round comes after week 2 as a step of its own, the managers' orders work in it, and its
 * results are posted (the managers' ties in full) with the next round's draw; /cup shows the bracket.
 */
describeOnEachDatabase('scenario 10: a cup round through the bot', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let clubs: Map<string, string>;
  const clock = testClock(new Date());
  const db = () => database().db;
  const channelPosts = () => posts(emu, league.channelId);

  const advance = async () => {
    const advanced = await league.ask(admin, '/admin advance');
    expect(advanced.content).not.toMatch(/not|cannot/i);
    await harness.app.bot.poster.deliverDue();
  };

  beforeAll(async () => {
    harness = await startHarness(db(), clock);
    emu = harness.emu;
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'chairman', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN /league create without a cups option THEN the league plays the Cup and Europe, as /league settings says', async () => {
    clubs = await league.openLeague(admin, [ann, bob], { name: 'Cup Nights', every_hours: 24 });
    const settings = await league.ask(ann, '/league settings');
    expect(settings.content).toContain('Cups: the Cup, and Europe from season two');
    const locked = await league.ask(admin, '/league settings', { cups: 'off' });
    expect(locked.ephemeral).toBe(true);
    expect(locked.content).toMatch(/cups are settled once the season starts/i);
  });

  it('GIVEN the pre-season is played THEN the Cup’s first round draw is posted, 16 ties, and /cup shows them to play', async () => {
    await advance();
    const draw = channelPosts()
      .flatMap((m) => m.embeds)
      .find((e) => e.title === 'Cup round 1 draw, season 1');
    expect(draw).toBeDefined();
    expect(draw!.description!.split('\n')).toHaveLength(16);
    for (const club of clubs.values()) expect(draw!.description).toContain(club);
    const cup = await league.ask(bob, '/cup');
    const text = cup.embeds.map(embedText).join('\n');
    expect(text).toMatch(/Cup, season 1/);
    expect(text).toMatch(/Round 1 \(to play\)/);
  });

  it('GIVEN weeks 1 and 2 are played THEN the next step is the Cup’s first round, and a manager’s orders are taken in it', async () => {
    await advance();
    await advance();
    const status = await league.ask(ann, '/league status');
    expect(status.embeds[0]!.title).toBe('Cup Nights: Season 1, Cup round 1');
    const players = await league.ownPlayers(ann);
    const trained = await league.ask(ann, '/train', { player: players[1]!.id, plan: 'FIT' });
    expect(trained.ephemeral).toBe(true);
    expect(trained.content).toContain(players[1]!.name);
    const picked = await league.ask(ann, '/select auto', { formation: '4-4-2' });
    expect(picked.ephemeral).toBe(true);
    expect(picked.embeds[0]!.title).toMatch(/4-4-2/);
  });

  it('GIVEN the cup round is played THEN its results, the managers’ ties in full and the second round’s draw are posted once, and the league moves on to week 3', async () => {
    const before = channelPosts().length;
    await advance();
    const fresh = channelPosts().slice(before);
    const titles = embedTitles(fresh);
    expect(titles).toContain('Cup Nights: Season 1, Cup round 1 played');
    const results = fresh.flatMap((m) => m.embeds).find((e) => e.title === 'Cup round 1 results, season 1');
    // The managers' ties are told in full, and the results list the round's other ties: 16 in all.
    const toldTies = titles.filter((t) => t.startsWith('Cup round 1: '));
    for (const club of clubs.values()) {
      expect(toldTies.some((t) => t.includes(club))).toBe(true);
    }
    expect(results!.description!.split('\n').length + toldTies.length).toBe(16);
    expect(titles).toContain('Cup round 2 draw, season 1');
    expect(duplicatePosts(channelPosts())).toEqual([]);
    const played = await db().selectFrom('played_steps').select(['orders']).orderBy('turn', 'desc').limit(1).executeTakeFirstOrThrow();
    const annClubId = (await db().selectFrom('clubs').select('id').where('name', '=', clubs.get(ann.id)!).executeTakeFirstOrThrow()).id;
    expect((played.orders as Record<string, { selection?: unknown }>)[annClubId]?.selection).toBeDefined();
    const status = await league.ask(bob, '/league status');
    expect(status.embeds[0]!.title).toBe('Cup Nights: Season 1, week 3');
    const cup = await league.ask(bob, '/cup', { competition: 'cup' });
    const text = cup.embeds.map(embedText).join('\n');
    expect(text).toMatch(/\*\*\d+–\d+\*\*/);
    expect(text).toMatch(/Round 2 \(to play\)/);
  });
});
