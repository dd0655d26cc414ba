import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { CupsOption } from '../../src/engine/model/cup-competitions.js';
import { transferValue } from '../../src/engine/transfers/transfer-values.js';
import { calendarStepAt } from '../../src/league/shared/calendar-step.js';
import { playersOfClub } from '../../src/db/repositories/player.repository.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { StoredMessage } from '../emulator/messages.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { expectRefused } from './support/db-snapshot.js';
import { LeagueDriver } from './support/league-driver.js';
import { OFFER_LIMITS } from '../../src/league/deals/offer-limits.js';

/**
 * Scenario 11: deals between managers through Discord. An offer is told in
 * the channel without its terms, viewed and answered with its buttons (only
 * by its manager, once), carried out when the week is played, announced with
 * its terms, and shown in both clubs' ledgers; a loan goes home by itself;
 * open offers expire; of two accepted deals for one player the first stands;
 * the window closes before the cup's semi-final.
 */
describeOnEachDatabase('scenario 11: deals between managers', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let cat: EmulatedUser;
  let annPlayers: { id: string; name: string }[];
  let bobPlayers: { id: string; name: string }[];
  const clock = testClock(new Date());
  const db = () => database().db;

  const clubOfPlayer = async (playerId: string) =>
    (await db().selectFrom('players').select('club_id').where('id', '=', playerId).executeTakeFirstOrThrow()).club_id;
  const clubIdOf = async (userId: string) =>
    (await db().selectFrom('clubs').select('id').where('manager_user_id', '=', userId).executeTakeFirstOrThrow()).id;
  const advance = async () => {
    const answer = await league.ask(admin, '/admin advance');
    expect(answer.content).not.toMatch(/not|cannot/i);
    await harness.app.bot.poster.deliverDue();
  };
  // A club makes one offer every 30 seconds: a test that makes another lets the pause pass.
  const afterCooldown = () => clock.advance(OFFER_LIMITS.cooldownMs);
  const offerNumber = (content: string) => /Offer (\d+) sent/.exec(content)?.[1] ?? '';
  // The squads are drawn anew each run, and a club's last goalkeeper cannot go: the first of the players offered for.
  const firstOffered = async <T>(candidates: T[], offer: (candidate: T) => Promise<string>): Promise<{ offerId: string; player: T }> => {
    for (const player of candidates) {
      const offerId = offerNumber(await offer(player));
      if (offerId) return { offerId, player };
    }
    throw new Error('every candidate was refused');
  };
  const postedNotice = (offerId: string): StoredMessage | undefined =>
    emu.channelMessages(league.channelId).find((m) => m.content.includes(`(offer ${offerId})`));
  // The bot's own outbox job may hold a notice's lease while the test's delivery runs: wait until it has arrived.
  const noticeOf = async (offerId: string): Promise<StoredMessage> => {
    await emu.waitFor(() => postedNotice(offerId) !== undefined, { timeoutMs: 20_000, description: `offer ${offerId} notice posted` });
    return postedNotice(offerId)!;
  };

  // How an offer ended, told in the channel to its maker alone.
  const endingOf = async (offerId: string, ending: string): Promise<StoredMessage> => {
    const find = () => emu.channelMessages(league.channelId).find((m) => m.content.includes(`your offer ${offerId} ${ending}`));
    await emu.waitFor(() => find() !== undefined, { timeoutMs: 20_000, description: `offer ${offerId} ${ending} told` });
    return find()!;
  };

  // An offer's notice once edited to say how it ended.
  const endedNotice = async (offerId: string, ending: string): Promise<StoredMessage> => {
    const find = () => emu.channelMessages(league.channelId).find((m) => m.content.includes(`(offer ${offerId})`) && m.content.includes(ending));
    await emu.waitFor(() => find() !== undefined, { timeoutMs: 20_000, description: `offer ${offerId} notice ended` });
    return find()!;
  };

  beforeAll(async () => {
    harness = await startHarness(db(), clock);
    emu = harness.emu;
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
    cat = emu.addUser({ username: 'cat' });
    await league.openLeague(admin, [ann, bob, cat], { name: 'Deals', every_hours: 24 });
    annPlayers = await league.ownPlayers(ann);
    bobPlayers = await league.ownPlayers(bob);
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN Ann offers Bob a swap with money THEN Bob is told in the channel, views it privately, accepts, and the week carries it out', async () => {
    const give = annPlayers[3]!;
    const get = bobPlayers[4]!;
    const sent = await league.ask(ann, '/trade offer', { manager: bob.id, give: give.id, get: get.id, money: 60_000 });
    expect(sent.ephemeral).toBe(true);
    const offerId = offerNumber(sent.content);
    expect(offerId).not.toBe('');
    // A second offer at once is refused privately, saying when, and nothing is stored or posted.
    await expectRefused(
      db(),
      () => league.ask(ann, '/trade offer', { manager: bob.id, give: annPlayers[4]!.id }),
      /^A club makes one offer every 30 seconds: you may offer again in 30 seconds\.$/,
    );
    await harness.app.bot.poster.deliverDue();
    await harness.app.bot.poster.deliverDue();

    const notices = emu.channelMessages(league.channelId).filter((m) => m.content.includes(`(offer ${offerId})`));
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(notice.pings.users).toEqual([bob.id]);
    expect(notice.content).not.toContain(give.name);
    expect(notice.content).not.toContain('60,000');
    const buttons = (notice.components as { components: { custom_id: string }[] }[]).flatMap((row) => row.components.map((c) => c.custom_id));
    expect(buttons).toEqual(['view', 'accept', 'decline', 'counter'].map((action) => `trade:${offerId}:${action}`));

    // Wrong hands: Cat can neither see nor answer it; Ann cannot answer her own offer.
    await expectRefused(db(), () => emu.click(notice, `trade:${offerId}:view`, { user: cat }), /between two other clubs/);
    await expectRefused(db(), () => emu.click(notice, `trade:${offerId}:accept`, { user: cat }), /made to another manager/);
    await expectRefused(db(), () => emu.click(notice, `trade:${offerId}:accept`, { user: ann }), /made to another manager/);

    const view = await emu.click(notice, `trade:${offerId}:view`, { user: bob });
    expect(view.ephemeral).toBe(true);
    const terms = view.embeds.map((e) => e.description ?? '').join('\n');
    expect(terms).toContain(give.name);
    expect(terms).toContain(get.name);
    expect(terms).toContain('£60,000');

    const accepted = await emu.click(notice, `trade:${offerId}:accept`, { user: bob });
    expect(accepted.ephemeral).toBe(true);
    expect(accepted.content).toMatch(/You accepted offer/);
    await expectRefused(db(), () => emu.click(notice, `trade:${offerId}:accept`, { user: bob }), /already answered/);
    await expectRefused(db(), () => emu.click(notice, `trade:${offerId}:decline`, { user: bob }), /already answered/);
    await harness.app.bot.poster.deliverDue();
    const told = await endingOf(offerId, 'accepted');
    expect(told.pings.users).toEqual([ann.id]);
    expect(told.content).toContain(`<@${ann.id}>`);
    expect(told.content).not.toContain(give.name);
    expect(told.content).not.toContain('60,000');
    // The notice now says how the offer ended, and its buttons are disabled.
    const answeredNotice = await endedNotice(offerId, '✅ Accepted by');
    const rows = answeredNotice.components as { components: { disabled?: boolean }[] }[];
    expect(rows.flatMap((row) => row.components.map((c) => c.disabled))).toEqual([true, true, true, true]);
    expect(emu.channelMessages(league.channelId).filter((m) => m.content.includes(`(offer ${offerId})`))).toHaveLength(1);

    const [annClub, bobClub] = [await clubIdOf(ann.id), await clubIdOf(bob.id)];
    await advance(); // the pre-season carries it out
    expect(await clubOfPlayer(give.id)).toBe(bobClub);
    expect(await clubOfPlayer(get.id)).toBe(annClub);
    const news = emu.channelMessages(league.channelId).find((m) => m.embeds.some((e) => e.title?.startsWith('Deals between managers')))!;
    const announced = news.embeds.map((e) => e.description ?? '').join('\n');
    expect(announced).toContain(give.name);
    expect(announced).toContain('£60,000');
    const annFinances = await league.ask(ann, '/finances');
    const bobFinances = await league.ask(bob, '/finances');
    expect(JSON.stringify(annFinances.embeds)).toMatch(/−£60,000 · Deal between/);
    expect(JSON.stringify(bobFinances.embeds)).toMatch(/\+£60,000 · Deal between/);
    await expect(Promise.resolve().then(() => emu.click(notice, `trade:${offerId}:accept`, { user: bob }))).rejects.toThrow(/disabled/);
  });

  it('GIVEN bad offers THEN each is refused privately and nothing is stored', async () => {
    afterCooldown();
    await expectRefused(db(), () => league.ask(ann, '/trade offer', { manager: ann.id, give: annPlayers[5]!.id }), /your own club/);
    await expectRefused(db(), () => league.ask(ann, '/trade offer', { manager: bob.id, give: bobPlayers[6]!.id }), /is not a player of/);
    await expectRefused(db(), () => league.ask(ann, '/trade offer', { manager: bob.id, give: annPlayers[5]!.id, money: -10 }), /negative/);
    await expectRefused(
      db(),
      () => league.ask(ann, '/loan offer', { manager: bob.id, player: annPlayers[5]!.id, fee: 0, matches: 20 }),
      /loan lasts/,
    );
    // /loan offer has no ask:: its refusal of a negative fee says what it takes instead.
    await expectRefused(
      db(),
      () => league.ask(ann, '/loan offer', { manager: bob.id, player: annPlayers[5]!.id, fee: -100 }),
      /^The fee is whole pounds, £0 or more: the borrowing club always pays it\. To be paid, lend one of your own players \(player: yours\); to pay, borrow one of theirs\.$/,
    );
  });

  it('GIVEN Bob borrows Ann’s player for two matches THEN he plays for Bob, then goes home by himself', async () => {
    afterCooldown();
    // The league's squads are drawn anew each run: a player Ann cannot spare (her last goalkeeper, after the swap) is
    // refused before any offer is stored, so Bob asks for the next one.
    let lent = annPlayers[6]!;
    let offerId = '';
    for (const candidate of annPlayers.slice(6)) {
      lent = candidate;
      offerId = offerNumber((await league.ask(bob, '/loan offer', { manager: ann.id, player: lent.id, fee: 15_000, matches: 2 })).content);
      if (offerId) break;
    }
    expect(offerId).not.toBe('');
    await harness.app.bot.poster.deliverDue();
    const accepted = await emu.click(await noticeOf(offerId), `trade:${offerId}:accept`, { user: ann });
    expect(accepted.content).toMatch(/You accepted offer/);
    const [annClub, bobClub] = [await clubIdOf(ann.id), await clubIdOf(bob.id)];
    await advance(); // week 1: the loan starts, and he plays his first match
    expect(await clubOfPlayer(lent.id)).toBe(bobClub);
    const listing = await league.ask(bob, '/sell', { player: lent.id, mode: 'full' });
    expect(listing.ephemeral).toBe(true);
    expect(listing.content).toMatch(/on loan/);
    await advance(); // week 2: his second match, then home
    expect(await clubOfPlayer(lent.id)).toBe(annClub);
  });

  it('GIVEN an offer nobody answers THEN it expires at the deadline and its buttons are stale', async () => {
    afterCooldown();
    // As with the loan above: a player Ann cannot spare now (or the one she lent) is refused, so Cat asks for the next.
    const { offerId } = await firstOffered(
      annPlayers.slice(7, 10),
      async (p) => (await league.ask(cat, '/trade offer', { manager: ann.id, get: p.id, money: 1_000 })).content,
    );
    await harness.app.bot.poster.deliverDue();
    await advance();
    expect((await endingOf(offerId, 'to')).content).toMatch(/expired unanswered at the deadline/);
    expect((await endingOf(offerId, 'to')).pings.users).toEqual([cat.id]);
    const notice = await endedNotice(offerId, '⌛ Expired at the deadline');
    await expect(Promise.resolve().then(() => emu.click(notice, `trade:${offerId}:accept`, { user: ann }))).rejects.toThrow(/disabled/);
  });

  it('GIVEN Bob accepts two offers for one player THEN the first accepted stands and the other lapses, told privately to both', async () => {
    afterCooldown();
    const { offerId: fromAnn, player: contested } = await firstOffered(
      bobPlayers.slice(8, 12),
      async (p) => (await league.ask(ann, '/trade offer', { manager: bob.id, get: p.id, money: 20_000 })).content,
    );
    const fromCat = offerNumber((await league.ask(cat, '/trade offer', { manager: bob.id, get: contested.id, money: 30_000 })).content);
    await harness.app.bot.poster.deliverDue();
    await emu.click(await noticeOf(fromCat), `trade:${fromCat}:accept`, { user: bob });
    await emu.click(await noticeOf(fromAnn), `trade:${fromAnn}:accept`, { user: bob });
    await advance();
    expect(await clubOfPlayer(contested.id)).toBe(await clubIdOf(cat.id));
    for (const manager of [ann, bob]) {
      const news = await league.ask(manager, '/news');
      expect(news.ephemeral).toBe(true);
      expect(JSON.stringify(news.embeds)).toContain('deal order was not carried out');
    }
    expect(JSON.stringify((await league.ask(cat, '/news')).embeds)).not.toContain('deal order was not carried out');
    await harness.app.bot.poster.deliverDue();
    expect((await endingOf(fromAnn, 'with')).content).toMatch(/lapsed/);
    expect((await endingOf(fromAnn, 'with')).pings.users).toEqual([ann.id]);
  });

  it('GIVEN Bob counters an offer THEN it is answered, and a kicked manager’s open offer lapses', async () => {
    afterCooldown();
    const { offerId: countered } = await firstOffered(
      [10, 12, 13].map((i) => annPlayers[i]!),
      async (p) => (await league.ask(ann, '/trade offer', { manager: bob.id, give: p.id, ask: 5_000 })).content,
    );
    afterCooldown();
    const { offerId: toCat } = await firstOffered(
      [11, 14, 15].map((i) => annPlayers[i]!),
      async (p) => (await league.ask(ann, '/trade offer', { manager: cat.id, give: p.id })).content,
    );
    await harness.app.bot.poster.deliverDue();
    // Counter opens a form filled with the terms; sent as it stands, it is Bob's own offer to Ann.
    const form = await emu.click(await noticeOf(countered), `trade:${countered}:counter`, { user: bob });
    expect(form.type).toBe(9);
    afterCooldown();
    const answer = await emu.submitModal(form);
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toMatch(new RegExp(`^You countered offer ${countered} from .* with offer \\d+`));
    const counteredNotice = await noticeOf(countered);
    await expectRefused(db(), () => emu.click(counteredNotice, `trade:${countered}:accept`, { user: bob }), /already answered/);
    await harness.app.bot.poster.deliverDue();
    const counter = /with offer (\d+)/.exec(answer.content)![1]!;
    expect((await noticeOf(counter)).content).toContain(`to your offer ${countered}`);
    expect((await noticeOf(counter)).pings.users).toEqual([ann.id]);
    await endedNotice(countered, `↩️ Countered by <@${bob.id}>`);

    const kicked = await league.ask(admin, '/admin kick', { manager: cat.id });
    expect(kicked.ephemeral).toBe(false);
    await harness.app.bot.poster.deliverDue();
    const toCatNotice = await endedNotice(toCat, '⌛ Lapsed');
    await expect(Promise.resolve().then(() => emu.click(toCatNotice, `trade:${toCat}:accept`, { user: cat }))).rejects.toThrow(/disabled/);
  });

  it('GIVEN an offer to a club the AI now manages THEN it answers at once by its value rule', async () => {
    const { id: aiClub, league_id: leagueId } = await db()
      .selectFrom('clubs')
      .select(['id', 'league_id'])
      .where('manager_user_id', 'is', null)
      .where('player_controlled', '=', true)
      .executeTakeFirstOrThrow();
    const [player] = (await playersOfClub(db(), leagueId, aiClub)).sort((a, b) => (a.id < b.id ? 1 : -1));
    const target = player!.id;
    const value = transferValue(player!);
    afterCooldown();
    const cheap = await league.ask(ann, '/trade offer', { club: aiClub, get: target, money: 1 });
    expect(cheap.ephemeral).toBe(true);
    expect(cheap.content).toMatch(/\(AI\) declines offer/);
    afterCooldown();
    const dear = await league.ask(ann, '/trade offer', { club: aiClub, get: target, money: Math.ceil(value * 1.1) });
    expect(dear.content).toMatch(/\(AI\) accepts offer/);
    await advance();
    expect(await clubOfPlayer(target)).toBe(await clubIdOf(ann.id));
  });

  it('GIVEN the league’s cup (on unless chosen off) THEN deals stay open through week 11 and close once the semi-final is next', async () => {
    const stepNext = async () => {
      const row = await db().selectFrom('leagues').select(['season', 'turn', 'week', 'settings']).executeTakeFirstOrThrow();
      const cups = (row.settings as { rules: { cups?: CupsOption } }).rules.cups ?? 'off';
      return { week: row.week, cups, step: calendarStepAt(cups, row.season, row.turn) };
    };
    // The league weeks and cup rounds up to week 11, the last week before the cup's semi-final.
    while ((await stepNext()).week < 11) await advance();
    expect(await stepNext()).toEqual({ week: 11, cups: 'cup+europe', step: { kind: 'league', week: 11 } });
    afterCooldown();
    const open = await firstOffered(
      [9, 12, 13].map((i) => annPlayers[i]!),
      async (p) => (await league.ask(ann, '/trade offer', { manager: bob.id, give: p.id })).content,
    );
    expect(open.offerId).toMatch(/^\d+$/);
    await advance();
    expect((await stepNext()).step).toEqual({ kind: 'cup', round: 4 });
    afterCooldown();
    await expectRefused(
      db(),
      () => league.ask(ann, '/trade offer', { manager: bob.id, give: annPlayers[10]!.id }),
      /closed until the next pre-season/,
    );
  });
});
