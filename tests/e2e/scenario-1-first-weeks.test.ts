import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import type { Jobs } from '../../src/scheduler/jobs.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { countTitles, duplicatePosts, embedText, embedTitles, messageText, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';
import { scheduledJobs } from './support/week-job.js';

/**
 * Issue 6, scenario 1: a season's first weeks. An admin opens a league, two
 * managers join and give every kind of order through the real discord.js
 * client, both say they are ready, and the scheduler's week job plays the
 * week and posts the results, each once.
 */
describeOnEachDatabase('scenario 1: a season’s first weeks', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let app: App;
  let jobs: Jobs;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let clubs: Map<string, string>;
  const clock = testClock(new Date());
  const bids = new Map<string, { player: string; amount: number }>();
  const listedForSale = new Map<string, string>();
  const channelPosts = () => posts(emu, league.channelId);
  const bothReady = async () => {
    // A few hours pass between weeks, as they would.
    clock.advance(3 * 3_600_000);
    for (const manager of [ann, bob]) {
      const ready = await league.ask(manager, '/ready');
      expect(ready.ephemeral).toBe(true);
      expect(ready.embeds[0]!.title).toMatch(/^Ready/);
    }
  };
  let postsBefore = 0;
  /**
   * The posts since the last played step, its story: its heading, one short report per match with a human club (its
   * goals in words, no dice), the played division's table, each once; and nothing posted twice.
   */
  const expectWeekPostedOnce = (week: number) => {
    const fresh = channelPosts().slice(postsBefore);
    postsBefore = channelPosts().length;
    const titles = embedTitles(fresh);
    expect(countTitles(titles, new RegExp(`: Season 1, week ${week} played$`))).toBe(1);
    const reports = fresh.flatMap((m) => m.embeds).filter((e) => /^.+ \d+–\d+ .+$/.test(e.title ?? ''));
    for (const club of clubs.values())
      expect(
        reports.filter((e) => e.title!.includes(club)),
        club,
      ).toHaveLength(1);
    for (const report of reports) {
      // A match report's first sentence tells the result; the dice are one press away, not in the channel.
      expect(report.description).toMatch(/^.+ (beat|win|draw) .*\d+–\d+/);
      expect(report.description).not.toMatch(/shot \d+(\.5)?\+\d/);
    }
    // Only the division that played: the other three are simmed at the season's end.
    expect(titles.filter((t) => t.startsWith(`After week ${week}: `))).toEqual([`After week ${week}: Fourth Division`]);
    expect(duplicatePosts(channelPosts())).toEqual([]);
  };

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    ({ emu, app } = harness);
    jobs = scheduledJobs(app);
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
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

  it('GIVEN an admin creates a league and two managers join THEN the season starts with a club each', async () => {
    clubs = await league.openLeague(admin, [ann, bob], { name: 'Sunday League', every_hours: 24, advance_when_ready: true });
    expect(new Set(clubs.values()).size).toBe(2);
    const status = await league.ask(ann, '/league status');
    const text = [status.content, ...status.embeds.map((e) => JSON.stringify(e))].join('\n');
    expect(text).toContain(`<@${ann.id}>`);
    expect(text).toContain(`<@${bob.id}>`);
  });

  it('GIVEN the pre-season, both managers choose a sponsor and are ready THEN the week job plays it once', async () => {
    for (const manager of [ann, bob]) {
      const sponsor = await league.ask(manager, '/sponsor', { years: 2 });
      expect(sponsor.ephemeral).toBe(true);
      const ready = await league.ask(manager, '/ready');
      expect(ready.ephemeral).toBe(true);
    }
    const report = await jobs.runWeekJob();
    expect(report.played).toHaveLength(1);
    expect((await jobs.runWeekJob()).played).toHaveLength(0);
    const titles = embedTitles(channelPosts());
    expect(countTitles(titles, /pre-season played$/)).toBe(1);
    expect(duplicatePosts(channelPosts())).toEqual([]);
    postsBefore = channelPosts().length;
  });

  for (const who of ['ann', 'bob'] as const) {
    it(`GIVEN week 1, ${who} gives every kind of order THEN each is answered privately and names what was ordered`, async () => {
      const manager = who === 'ann' ? ann : bob;
      const players = await league.ownPlayers(manager);
      expect(players.length).toBeGreaterThan(10);

      const trained = await league.ask(manager, '/train', { player: players[0]!.id, plan: 'ABL' });
      expect(trained.ephemeral).toBe(true);
      expect(trained.content).toContain(players[0]!.name);

      // The quick path: the formation, with the best XI picked.
      const picked = await league.ask(manager, '/select auto', { formation: '4-4-2' });
      expect(picked.ephemeral).toBe(true);
      expect(picked.embeds[0]!.title).toMatch(/4-4-2/);
      // The interactive path: choose a place, then the player to put there.
      const editor = await league.ask(manager, '/select edit');
      expect(editor.ephemeral).toBe(true);
      const place = await emu.choose(editor.message!, 'select:slot', ['5']);
      const row = (place.components as { components: { custom_id: string; options: { value: string; label: string }[] }[] }[])[2]!;
      const inXi = place.embeds[0]!.description!;
      const candidate = row.components[0]!.options.find((o) => !inXi.includes(o.label.split(' — ')[0]!))!;
      const swapped = await emu.choose(place.message!, 'select:put:5', [candidate.value]);
      expect(swapped.ephemeral).toBe(true);
      expect(swapped.embeds[0]!.description!.split('\n')[5]).toContain(candidate.label.split(' — ')[0]);

      const sold = await league.ask(manager, '/sell', { player: players.at(-1)!.id, mode: 'full' });
      expect(sold.ephemeral).toBe(true);
      expect(sold.content).toContain(players.at(-1)!.name);

      const built = await league.ask(manager, '/stadium build', { stand: 'north', tier: 2, kind: 'seating' });
      expect(built.ephemeral).toBe(true);
      expect(built.content).toMatch(/^Ordered: North Stand, tier 2, seating/);

      const hired = await league.ask(manager, '/staff hire', { role: 'headCoach' });
      expect(hired.ephemeral).toBe(true);
      expect(hired.content).toMatch(/coach/i);

      listedForSale.set(manager.id, players.at(-1)!.name);
    });
  }

  it('GIVEN both managers are ready THEN the week job plays week 1 and posts the summary, the match with its play-by-play, the tables and the transfer news, each once', async () => {
    await bothReady();
    const report = await jobs.runWeekJob();
    expect(report.played).toHaveLength(1);
    expect((await jobs.runWeekJob()).played).toHaveLength(0);
    expectWeekPostedOnce(1);
    // A new listing is the market's news (/market), not the channel's.
    const market = new Set((await league.marketListings(ann)).map((l) => l.name));
    for (const name of listedForSale.values()) expect(market).toContain(name);
  });

  for (const who of ['ann', 'bob'] as const) {
    it(`GIVEN week 2 and players on the transfer list, ${who} bids THEN only he sees the amount`, async () => {
      const manager = who === 'ann' ? ann : bob;
      const own = new Set((await league.ownPlayers(manager)).map((p) => p.name));
      const listed = (await league.marketListings(manager)).filter((l) => !own.has(l.name));
      const target = listed[who === 'ann' ? 0 : 1]!;
      const amount = target.price + (who === 'ann' ? 1_357 : 2_468);
      const offered = await emu.autocomplete(manager, '/bid', 'player', target.name, {}, { channelId: league.channelId });
      const bid = await league.ask(manager, '/bid', { player: String(offered[0]!.value), amount });
      expect(bid.ephemeral).toBe(true);
      expect(bid.flags & 64).toBe(64);
      expect(bid.content).toContain(`£${amount.toLocaleString('en-GB')}`);
      bids.set(manager.id, { player: target.name, amount });
      for (const message of emu.channelMessages(league.channelId)) {
        const shown = messageText(message);
        for (const { amount: sealed } of bids.values()) {
          expect(shown).not.toContain(sealed.toLocaleString('en-GB'));
          expect(shown).not.toContain(String(sealed));
        }
      }
    });
  }

  it('GIVEN both managers are ready again THEN week 2 is played and posted once, and a sealed amount shows only in a signing it won', async () => {
    await bothReady();
    expect((await jobs.runWeekJob()).played).toHaveLength(1);
    expect((await jobs.runWeekJob()).played).toHaveLength(0);
    expectWeekPostedOnce(2);
    const public_ = channelPosts();
    for (const [managerId, { player, amount }] of bids) {
      const showing = public_.filter((m) => messageText(m).includes(amount.toLocaleString('en-GB')));
      const club = clubs.get(managerId)!;
      for (const message of showing) {
        const news = message.embeds.find((e) => e.title === 'Around the clubs');
        expect(news, `£${amount} shown outside the transfer news`).toBeDefined();
        const line = embedText(news!)
          .split('\n')
          .find((l) => l.includes(amount.toLocaleString('en-GB')))!;
        expect(line).toContain(player);
        expect(line).toContain(club);
      }
    }
    // Only the reminders ping, and only the managers.
    for (const message of emu.channelMessages(league.channelId)) {
      expect(message.pings.everyone).toBe(false);
      expect(message.pings.roles).toEqual([]);
      if (message.pings.users.length) expect(message.content).toMatch(/^⏰ /);
      for (const user of message.pings.users) expect([ann.id, bob.id]).toContain(user);
    }
  });
});
