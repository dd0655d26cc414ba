import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import { auditOfLeague } from '../../src/db/repositories/audit.repository.js';
import { pendingOutbox } from '../../src/league/index.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';

/**
 * Every command once, through the real discord.js client: who sees each answer,
 * what a refusal says, and what a played week posts to the channel.
 */
describeOnEachDatabase('each command through the emulator', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let app: App;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  const clock = testClock(new Date());
  const answers: InteractionResponse[] = [];
  const ask = async (user: EmulatedUser, invocation: string, values: Record<string, string | number | boolean> = {}, granted = false) => {
    const answer = await emu.interact(user, invocation, values, { granted });
    answers.push(answer);
    return answer;
  };
  const channel = () => emu.channelMessages(emu.channelId('league'));
  const text = (answer: InteractionResponse) =>
    [answer.content, ...answer.embeds.flatMap((e) => [e.title, e.description, ...(e.fields ?? []).map((f) => f.value)])].join('\n');

  beforeAll(async () => {
    harness = await startHarness(database().db, clock, { liveMinutes: [0, 30, 60, 90], liveFrameMs: 50 });
    ({ emu, app } = harness);
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN a new league with two managers THEN status lists both, mentioning without pinging', async () => {
    await ask(admin, '/league create', { name: 'Test League', humans: 2, every_hours: 24, cups: 'off' });
    await ask(ann, '/league join');
    await ask(bob, '/league join');
    const status = await ask(ann, '/league status');
    expect(status.ephemeral).toBe(false);
    expect(text(status)).toContain(`<@${ann.id}>`);
    expect(text(status)).toContain(`<@${bob.id}>`);
    expect(channel().every((m) => m.pings.users.length === 0 && !m.pings.everyone)).toBe(true);
  });

  it('GIVEN a manager without Manage Server THEN /league start and /admin are refused privately, even where the server granted /admin', async () => {
    const start = await ask(ann, '/league start');
    expect(start.ephemeral).toBe(true);
    expect(start.content).toMatch(/league admin/);
    const pause = await ask(ann, '/admin pause', {}, true);
    expect(pause.ephemeral).toBe(true);
    expect(pause.content).toMatch(/league admin/);
    expect(text(await ask(ann, '/league status'))).not.toMatch(/paused/);
  });

  it('GIVEN the season started THEN /train offers at most 25 of his own players and names the one trained', async () => {
    await ask(admin, '/league start');
    const choices = await emu.autocomplete(ann, '/train', 'player', '');
    expect(choices.length).toBeGreaterThan(10);
    expect(choices.length).toBeLessThanOrEqual(25);
    const first = choices[0]!;
    const trained = await ask(ann, '/train', { player: String(first.value), plan: 'ABL' });
    expect(trained.ephemeral).toBe(true);
    expect(trained.content).toContain(first.name.split(' (')[0]);
    const typedName = choices[1]!.name.split(' (')[0]!;
    const typed = await ask(ann, '/train', { player: typedName.toLowerCase(), plan: 'FRM' });
    expect(typed.content).toContain(`Training set: ${typedName}`);
    const unknown = await ask(ann, '/train', { player: 'no-such-player', plan: 'ABL' });
    expect(unknown.ephemeral).toBe(true);
    expect(unknown.content).toMatch(/no such player/i);
  });

  it('GIVEN /select auto THEN the XI comes with menus; choosing a place and a player swaps him in', async () => {
    const picked = await ask(ann, '/select auto', { formation: '4-4-2' });
    expect(picked.ephemeral).toBe(true);
    expect(picked.embeds[0]!.title).toMatch(/4-4-2/);
    expect(picked.components).toHaveLength(3);
    const place = await emu.choose(picked.message!, 'select:slot', ['1']);
    expect(place.components).toHaveLength(4);
    const menu = (place.components as { components: { options: { value: string; label: string }[] }[] }[])[2]!.components[0]!;
    const candidate = menu.options.find((o) => !place.embeds[0]!.description!.split('\n')[1]!.includes(o.label.split(' — ')[0]!))!;
    const swapped = await emu.choose(place.message!, 'select:put:1', [candidate.value]);
    expect(swapped.embeds[0]!.description!.split('\n')[1]).toContain(candidate.label.split(' — ')[0]);
    const tactics = await ask(ann, '/select tactics', { rebound: 'behind', rebound_from: 60 });
    expect(tactics.ephemeral).toBe(true);
    expect(tactics.content).toMatch(/Rebound is only allowed/);
  });

  it('GIVEN Rebound in a 4-3-3 THEN switching to 4-4-2 from the menu drops the tactic it no longer allows instead of refusing', async () => {
    await ask(ann, '/select auto', { formation: '4-3-3' });
    const rebound = await ask(ann, '/select tactics', { rebound: 'behind', rebound_from: 60 });
    expect(rebound.content).toBe('Standing tactics saved.');
    expect(rebound.embeds[0]!.fields![0]!.value).toMatch(/^Rebound \(behind, from 60'\)/);
    const switched = await emu.choose(rebound.message!, 'select:formation', ['4-4-2']);
    expect(switched.embeds[0]!.title).toMatch(/4-4-2$/);
    expect(switched.embeds[0]!.fields![0]!.value).toBe('none');
    await ask(ann, '/select auto', { formation: '4-4-2' });
  });

  it('GIVEN the other orders THEN each is answered privately, and a broken rule says what to do instead', async () => {
    const market = await ask(ann, '/market');
    expect(market.ephemeral).toBe(true);
    expect(market.components).toHaveLength(1);
    // Pre-season: the opening transfer list is on the market already, one player a club and three more.
    expect(market.embeds[0]!.description!.match(/^\*\*.+?\*\* .* — £[\d,]+ /gm)).toHaveLength(5);
    const build = await ask(ann, '/stadium build', { stand: 'north', tier: 2, kind: 'seating' });
    expect(build.ephemeral).toBe(true);
    expect(build.content).toMatch(/^Ordered: North Stand, tier 2, seating/);
    const standing = await ask(ann, '/stadium build', { stand: 'south', tier: 2, kind: 'standing' });
    expect(standing.ephemeral).toBe(true);
    expect(standing.content).toMatch(/seating/i);
    for (const [invocation, values] of [
      ['/staff hire', { role: 'headCoach' }],
      ['/staff list', {}],
      ['/sponsor', { years: 2 }],
      ['/finances', {}],
      ['/squad', {}],
      ['/stadium view', {}],
      ['/league settings', {}],
    ] as const) {
      const answer = await ask(ann, invocation, values);
      expect(answer.ephemeral, invocation).toBe(true);
      expect(text(answer).length, invocation).toBeGreaterThan(20);
    }
    for (const invocation of ['/league table', '/league fixtures', '/league results', '/league history']) {
      expect((await ask(bob, invocation)).ephemeral, invocation).toBe(false);
    }
  });

  it("GIVEN both managers ready and two weeks forced THEN the week's story, with each match told, the table and the headlines, is posted once", async () => {
    const ready = await ask(ann, '/ready');
    expect(ready.ephemeral).toBe(true);
    expect(ready.embeds[0]!.title).toMatch(/^Ready/);
    expect(emu.followUps(ready.interactionId)).toEqual([]);
    const last = await ask(bob, '/ready');
    expect(last.ephemeral).toBe(true);
    // The channel hears it through the outbox, like every other post, pinging nobody.
    await app.bot.poster.deliverDue();
    const notes = channel().filter((m) => m.content === "Every manager is ready for season 1's pre-season: it is played within the minute.");
    expect(notes.map((m) => m.pings)).toEqual([{ users: [], roles: [], everyone: false }]);
    expect(emu.followUps(last.interactionId)).toEqual([]);
    await ask(admin, '/admin advance');
    await app.bot.poster.deliverDue();
    await ask(admin, '/admin advance');
    await app.bot.poster.deliverDue();
    const leagueId = (await database().db.selectFrom('leagues').select('id').executeTakeFirstOrThrow()).id;
    const forced = (await auditOfLeague(database().db, leagueId)).filter((row) => row.action === 'advance');
    expect(forced.map((row) => [row.actor_user_id, row.detail])).toEqual([
      [admin.id, { turn: 0, season: 1, week: 0, phase: 'preseason' }],
      [admin.id, { turn: 1, season: 1, week: 1, phase: 'season' }],
    ]);
    const titles = channel().flatMap((m) => m.embeds.map((e) => e.title ?? ''));
    // One report per match with a human club: each human club is in exactly one.
    const match = titles.filter((t) => /^.+ \d+–\d+ .+$/.test(t));
    for (const club of ['Dugout Rovers', 'Kingsbridge Town'])
      expect(
        match.filter((t) => t.includes(club)),
        club,
      ).toHaveLength(1);
    expect(titles.filter((t) => t.endsWith('week 1 played'))).toHaveLength(1);
    expect(titles.filter((t) => t.startsWith('After week 1: '))).toEqual(['After week 1: Fourth Division']);
    // The week is one story: its signings are headlines, not a transfer news post of their own.
    expect(titles.filter((t) => t.startsWith('Transfer news: '))).toEqual([]);
    const report = channel()
      .flatMap((m) => m.embeds)
      .find((e) => e.title === match[0])!;
    expect(report.description).toMatch(/^.+ (beat|draw|win) .*\d+–\d+/);
    expect(report.description).not.toMatch(/shot \d+(\.5)?\+\d/);
  });

  it('GIVEN a sealed bid THEN only the bidder sees the amount', async () => {
    const market = await ask(ann, '/market');
    const listed = [...market.embeds[0]!.description!.matchAll(/^\*\*(.+?)\*\* .* — £([\d,]+) /gm)].map(([, name, price]) => ({
      name,
      price: Number(price!.replace(/,/g, '')),
    }));
    const { name, price } = listed.sort((a, b) => a.price - b.price)[0]!;
    const amount = price + 1;
    const choices = await emu.autocomplete(ann, '/bid', 'player', name!);
    expect(choices.length).toBeGreaterThan(0);
    const bid = await ask(ann, '/bid', { player: String(choices[0]!.value), amount });
    expect(bid.ephemeral).toBe(true);
    const shown = `£${amount.toLocaleString('en-GB')}`;
    expect(bid.content).toContain(shown);
    expect(channel().some((m) => JSON.stringify(m.versions).includes(shown) || JSON.stringify(m.versions).includes(String(amount)))).toBe(false);
  });

  it('GIVEN /unlist keep_request in the season THEN it is refused privately: transfer requests are settled in pre-season', async () => {
    const choices = await emu.autocomplete(ann, '/unlist', 'player', '');
    expect(choices.length).toBeGreaterThan(0);
    const answer = await ask(ann, '/unlist', { player: String(choices[0]!.value), keep_request: true });
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toMatch(/settled in pre-season/);
  });

  it('GIVEN Discord answers 429 and then 500 while a week is posted THEN every message arrives exactly once, through the outbox retries', async () => {
    await ask(admin, '/admin advance');
    const path = `/channels/${emu.channelId('league')}/messages`;
    const limited = emu.injectFault({ status: 429, method: 'POST', path, count: 2, retryAfter: 0.05 });
    // discord.js retries a 500 three times itself; the fourth failure is the outbox's to retry.
    const broken = emu.injectFault({ status: 500, method: 'POST', path, count: 4 });
    expect(await app.bot.poster.deliverDue()).toMatchObject({ failed: 1 });
    expect(limited.hits).toBe(2);
    expect(broken.hits).toBe(4);
    // The failed post waits for its retry time, so the clock moves before each pass: a week is one post now, and
    // nothing else is due behind it.
    for (let pass = 0; pass < 5; pass += 1) {
      clock.advance(15 * 60_000);
      await app.bot.poster.deliverDue();
    }
    expect(await pendingOutbox(app.ctx, 50)).toEqual([]);
    const titles = channel().flatMap((m) => m.embeds.map((e) => e.title ?? ''));
    expect(titles.filter((t) => t.endsWith('week 2 played'))).toHaveLength(1);
    expect(titles.filter((t) => t === 'After week 2: Fourth Division')).toHaveLength(1);
    expect(titles.filter((t) => t.startsWith('Transfer news: '))).toEqual([]);
  });

  it('GIVEN live mode THEN each match is one message, edited as the minutes pass, ending on the full report', async () => {
    await ask(admin, '/league settings', { live: true });
    await ask(admin, '/admin advance');
    await app.bot.poster.deliverDue();
    await app.bot.poster.idle();
    const reports = channel().filter((m) => /week 3 · Fourth Division · live$/.test(m.versions[0]!.embeds[0]?.footer?.text ?? ''));
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) {
      expect(report.versions.map((v) => /\((\d+)'\)$/.exec(v.embeds[0]!.title!)?.[1] ?? 'final')).toEqual(['0', '30', '60', 'final']);
      // The full report ends the edits: its scorers, and no ratings (the workings are one press away).
      expect(report.embeds[0]!.fields!.map((f) => f.name).filter((name) => name.endsWith(' scorers'))).toHaveLength(2);
      expect(report.embeds[0]!.fields!.map((f) => f.name)).not.toContain('Team ratings');
    }
    await ask(admin, '/league settings', { live: false });
  });

  it('GIVEN an admin removes a manager THEN the AI takes his club and he can no longer give its orders', async () => {
    const clubs = await emu.autocomplete(admin, '/admin autopilot', 'club', '');
    expect(clubs.map((c) => c.name).sort()).toEqual(['Dugout Rovers', 'Kingsbridge Town']);
    const kicked = await ask(admin, '/admin kick', { manager: bob.id });
    expect(kicked.ephemeral).toBe(false);
    expect(kicked.content).toContain(`<@${bob.id}> no longer manages`);
    const orders = await ask(bob, '/finances');
    expect(orders.ephemeral).toBe(true);
    expect(orders.content).toMatch(/join/);
    const left = await ask(ann, '/league leave');
    expect(left.content).toContain('the AI manages the club');
  });

  it('GIVEN every answer THEN each was acknowledged within Discord’s 3 seconds and kept every limit', () => {
    expect(answers.every((a) => a.ackMs < 3000)).toBe(true);
    emu.assertNoViolations();
  });
});
