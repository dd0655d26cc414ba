import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { loadCardsState } from '../../../src/db/repositories/cards.repository.js';
import { playedSteps } from '../../../src/db/repositories/played-steps.repository.js';
import { isPicture } from '../../../src/engine/cards/cards.js';
import type { CardsState } from '../../../src/engine/cards/state.js';
import { offerCards } from '../../../src/league/deals/cards-offers.js';
import { answerOffer, listOffers, viewOffer } from '../../../src/league/deals/offers.js';
import type { LeagueDeps } from '../../../src/league/deps.js';
import { InvalidInput, LeagueError } from '../../../src/league/errors.js';
import { joinLeague } from '../../../src/league/membership/join-league.js';
import { startSeason } from '../../../src/league/membership/start-season.js';
import type { CardsLeague } from '../../../src/league/shared/cards-league.js';
import { createCardsLeague } from '../../../src/league/modes/cards/create-cards-league.js';
import type { LeagueSummary } from '../../../src/league/shared/views.js';
import { advanceLeague } from '../../../src/league/week/advance.js';
import { replayLeague } from '../../../src/league/week/replay.js';
import { saveCardsState } from '../../../src/db/repositories/cards.repository.js';
import { OFFER_LIMITS } from '../../../src/league/deals/offer-limits.js';
import { describeOnEachDatabase } from '../../support/db.js';
import { depsOf, weekOf } from '../helpers.js';
import { readStoredText } from '../../../src/i18n/stored-text.js';
import { t } from '../../../src/i18n/translate.js';

/** ann and bob manage hand-1 and hand-2; hand-3 has no manager; dummy-1 to dummy-3 pad the league. */
async function cardsLeague(deps: LeagueDeps, seed = 7): Promise<LeagueSummary> {
  const created = await createCardsLeague(deps, {
    guildId: 'g1',
    channelId: `ch-${randomUUID()}`,
    name: 'Card School',
    actorUserId: 'admin',
    isAdmin: true,
    seasons: 1,
    options: { humanClubs: 3, seed, schedule: { kind: 'interval', hours: 24 } },
  });
  for (const userId of ['u-ann', 'u-bob']) await joinLeague(deps, { leagueId: created.id, userId });
  return startSeason(deps, { leagueId: created.id, actorUserId: 'admin', isAdmin: true });
}

async function advance(deps: LeagueDeps, league: LeagueSummary): Promise<LeagueSummary> {
  const outcome = await advanceLeague(deps, league.id, weekOf(league));
  if (!outcome.played) throw new Error(`not played: ${outcome.reason}`);
  return outcome.league;
}

async function gameOf(deps: LeagueDeps, leagueId: string): Promise<CardsState> {
  return ((await loadCardsState(deps.db, leagueId)) as CardsLeague).game;
}

async function stored(deps: LeagueDeps, leagueId: string) {
  const [offers, notices, orders] = await Promise.all([
    deps.db.selectFrom('offers').selectAll().where('league_id', '=', leagueId).orderBy('id').execute(),
    deps.db.selectFrom('outbox').select(['kind', 'payload']).where('league_id', '=', leagueId).where('kind', '=', 'deal-offer').execute(),
    deps.db.selectFrom('orders').select(['club_id', 'kind', 'payload']).where('league_id', '=', leagueId).where('kind', '=', 'deals').execute(),
  ]);
  return { offers, notices, orders };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LeagueError);
  return (error as Error).message;
}

/** One of the manager's number cards, and the hand stays with a picture whatever number cards leave it. */
function numberCard(game: CardsState, managerId: string, skip = 0): string {
  return game.managers[managerId]!.hand.filter((c) => !isPicture(c))[skip]!;
}

describeOnEachDatabase('/trade in a cards league', (database) => {
  it('GIVEN an offer of cards and money accepted THEN the next step moves them, the offer is done, the trade is announced, and the league replays identically', async () => {
    const deps = depsOf(database());
    let league = await cardsLeague(deps);
    const ann = { leagueId: league.id, userId: 'u-ann' };
    const bob = { leagueId: league.id, userId: 'u-bob' };
    // At set-up there is no market to close: trades begin after the opening auction.
    expect(await refusal(offerCards(deps, { ...ann, to: { userId: 'u-bob' }, give: [], get: [], payPence: 100, receivePence: 0 }))).toMatch(
      /after the opening auction/,
    );
    league = await advance(deps, league);
    league = await advance(deps, league);
    const before = await gameOf(deps, league.id);
    expect(before.phase).toBe('round');
    const give = numberCard(before, 'hand-1');
    const get = numberCard(before, 'hand-2');

    const made = await offerCards(deps, { ...ann, to: { userId: 'u-bob' }, give: [give], get: [get], payPence: 150, receivePence: 0 });
    expect(made.aiAnswer).toBeNull();
    expect(made.offer.terms).toEqual({ kind: 'cards', give: [give], get: [get], payPence: 150, receivePence: 0 });
    expect(made.offer.fromClub.name).toBe('Ace Athletic');
    const { notices } = await stored(deps, league.id);
    expect(notices).toHaveLength(1);
    // The channel is told who has an offer from whom, never its terms.
    expect(notices[0]!.payload).toMatchObject({ kind: 'cards', fromClubName: 'Ace Athletic', toClubName: 'Royal Flush', toUserId: 'u-bob' });
    expect(JSON.stringify(notices[0]!.payload)).not.toContain(`"${give}"`);
    expect((await viewOffer(deps, { ...bob, offerId: made.offer.id })).terms).toEqual(made.offer.terms);

    await answerOffer(deps, { ...bob, offerId: made.offer.id, answer: 'accept' });
    const accepted = await stored(deps, league.id);
    expect(accepted.orders).toEqual([
      {
        club_id: 'hand-1',
        kind: 'deals',
        payload: [{ offerId: made.offer.id, seq: 1, withId: 'hand-2', give: [give], take: [get], payPence: 150, receivePence: 0 }],
      },
    ]);

    league = await advance(deps, league);
    const after = await gameOf(deps, league.id);
    expect(after.managers['hand-1']!.hand).toContain(get);
    expect(after.managers['hand-1']!.hand).not.toContain(give);
    expect(after.managers['hand-2']!.hand).toContain(give);
    expect(after.managers['hand-2']!.hand).not.toContain(get);
    const steps = await playedSteps(deps.db, league.id);
    const events = steps.at(-1)!.events as { type: string; managerId?: string; pence?: number }[];
    expect(events).toContainEqual({
      type: 'trade',
      fromId: 'hand-1',
      toId: 'hand-2',
      gave: [give],
      took: [get],
      paidPence: 150,
      receivedPence: 0,
      offerId: made.offer.id,
    });
    // Money: ann paid £1.50 and bob got it, beside what the round itself paid each (gate money, lots).
    const roundMoney = (id: string) =>
      events.filter((e) => (e.type === 'gate-money' || e.type === 'prize') && e.managerId === id).reduce((sum, e) => sum + e.pence!, 0) -
      events.filter((e) => e.type === 'lot-sold' && e.managerId === id).reduce((sum, e) => sum + e.pence!, 0);
    expect(after.managers['hand-1']!.pence).toBe(before.managers['hand-1']!.pence - 150 + roundMoney('hand-1'));
    expect(after.managers['hand-2']!.pence).toBe(before.managers['hand-2']!.pence + 150 + roundMoney('hand-2'));
    expect((await stored(deps, league.id)).offers.map((o) => [o.status, o.settled_turn])).toEqual([['done', league.turn - 1]]);
    const step = await deps.db
      .selectFrom('outbox')
      .select('payload')
      .where('league_id', '=', league.id)
      .where('kind', '=', 'cards-step')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((step.payload as { events: { type: string }[] }).events).toContainEqual(expect.objectContaining({ type: 'trade', fromId: 'hand-1' }));

    const replay = await replayLeague(deps, league.id);
    expect(replay.state).toEqual((await loadCardsState(deps.db, league.id)) as CardsLeague);
    expect(replay.steps.map((s) => s.events)).toEqual(steps.map((s) => s.events));
  });

  it('GIVEN two accepted offers of the same card THEN the step carries out the first and the second lapses with the reason', async () => {
    const deps = depsOf(database());
    let league = await cardsLeague(deps);
    league = await advance(deps, league);
    league = await advance(deps, league);
    const game = await gameOf(deps, league.id);
    const ann = { leagueId: league.id, userId: 'u-ann' };
    const give = numberCard(game, 'hand-1');
    const first = await offerCards(deps, { ...ann, to: { userId: 'u-bob' }, give: [give], get: [], payPence: 0, receivePence: 100 });
    deps.clock.advance(OFFER_LIMITS.cooldownMs);
    const second = await offerCards(deps, { ...ann, to: { userId: 'u-bob' }, give: [give], get: [], payPence: 0, receivePence: 0 });
    for (const offer of [first, second]) await answerOffer(deps, { leagueId: league.id, userId: 'u-bob', offerId: offer.offer.id, answer: 'accept' });
    league = await advance(deps, league);
    const offers = (await stored(deps, league.id)).offers;
    expect(offers.map((o) => [o.status, o.note && readStoredText('en', o.note)])).toEqual([
      ['done', null],
      ['lapsed', 'The manager who made the offer does not hold every card the offer gives.'],
    ]);
    expect((await gameOf(deps, league.id)).managers['hand-2']!.hand).toContain(give);
  });

  it('GIVEN an offer to a hand nobody manages THEN it is declined at once by the house rule and nothing moves', async () => {
    const deps = depsOf(database());
    let league = await cardsLeague(deps);
    league = await advance(deps, league);
    league = await advance(deps, league);
    const game = await gameOf(deps, league.id);
    const made = await offerCards(deps, {
      leagueId: league.id,
      userId: 'u-ann',
      to: { clubId: 'hand-3' },
      give: [numberCard(game, 'hand-1')],
      get: [numberCard(game, 'hand-3')],
      payPence: 0,
      receivePence: 0,
    });
    expect(made.aiAnswer).toEqual({ accept: false, reason: { key: 'deal.cards.nobodyManages' } });
    expect(t('en', 'deal.cards.nobodyManages')).toBe('Nobody manages that club now, and a club without its manager declines every trade.');
    expect(made.offer.status).toBe('declined');
    const { offers, notices, orders } = await stored(deps, league.id);
    expect(offers.map((o) => o.status)).toEqual(['declined']);
    expect(notices).toEqual([]);
    expect(orders).toEqual([]);
  });

  it('GIVEN hostile offers THEN each is refused privately in one sentence and nothing is stored', async () => {
    const deps = depsOf(database());
    let league = await cardsLeague(deps);
    let other = await cardsLeague(deps, 11);
    for (let i = 0; i < 2; i++) {
      league = await advance(deps, league);
      other = await advance(deps, other);
    }
    const game = await gameOf(deps, league.id);
    const otherGame = await gameOf(deps, other.id);
    const ann = game.managers['hand-1']!;
    const nobodys = [...game.pack, ...game.lots].find((c) => !isPicture(c))!;
    const anotherLeagues = otherGame.managers['hand-1']!.hand.find((c) => !ann.hand.includes(c))!;
    const offer =
      (terms: { give?: string[]; get?: string[]; payPence?: number; receivePence?: number; to?: { userId?: string; clubId?: string } }) => () =>
        offerCards(deps, {
          leagueId: league.id,
          userId: 'u-ann',
          to: terms.to ?? { userId: 'u-bob' },
          give: terms.give ?? [],
          get: terms.get ?? [],
          payPence: terms.payPence ?? 0,
          receivePence: terms.receivePence ?? 0,
        });
    const cases: [string, () => Promise<unknown>, RegExp][] = [
      ['a card not in his hand', offer({ give: [nobodys] }), new RegExp(`^${nobodys} is not in your hand\\.$`)],
      ['a card of his own hand asked for', offer({ get: [ann.hand.find((c) => !isPicture(c))!] }), /^\w\w is in your own hand\.$/],
      ['a card of his hand in another league', offer({ give: [anotherLeagues] }), new RegExp(`^${anotherLeagues} is not in your hand\\.$`)],
      ['money above what he has', offer({ payPence: ann.pence + 100 }), /^You offer £[\d.]+ but have £[\d.]+\.$/],
      [
        'leaving him without a picture card',
        offer({ give: ann.hand.filter(isPicture) }),
        /^You must keep at least one picture card after the trade\.$/,
      ],
      ['money both ways', offer({ payPence: 100, receivePence: 100 }), /^Money goes one way/],
      ['negative money', offer({ payPence: -100 }), /^Money in a trade is £0 or more/],
      ['nothing at all', offer({}), /^A trade moves at least one card or some money\.$/],
      ['a dummy club', offer({ to: { clubId: 'dummy-1' }, payPence: 100 }), /non-player club/],
      ['his own club', offer({ to: { clubId: 'hand-1' }, payPence: 100 }), /own club/],
    ];
    for (const [what, attempt, sentence] of cases) {
      const error = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, what).toBeInstanceOf(InvalidInput);
      expect((error as Error).message, what).toMatch(sentence);
    }
    expect(await stored(deps, league.id)).toEqual({ offers: [], notices: [], orders: [] });
    expect((await listOffers(deps, { leagueId: league.id, userId: 'u-ann' })).offers).toEqual([]);
    expect(await gameOf(deps, league.id)).toEqual(game);
  });

  it('GIVEN offers probing a rival’s money and hand, beside a fault of the offerer’s own THEN every refusal is the same whatever the rival holds', async () => {
    const deps = depsOf(database());
    let league = await cardsLeague(deps);
    league = await advance(deps, league);
    league = await advance(deps, league);
    const game = await gameOf(deps, league.id);
    const annHand = game.managers['hand-1']!.hand;
    const pictures = annHand.filter(isPicture);
    // Number cards Ann does not hold: in Bob's hand, or elsewhere (another hand, the pack).
    const asked = [...game.managers['hand-2']!.hand, ...game.managers['hand-3']!.hand, ...game.pack].filter((c) => !isPicture(c)).slice(0, 8);
    const probes: [string, (i: number) => { get: string[]; receivePence: number }][] = [
      ['his money', (i) => ({ get: [], receivePence: [1, 99, 100, 101, 999, 1_000, 1_001, 100_000][i]! })],
      ['his cards', (i) => ({ get: [asked[i]!], receivePence: 0 })],
    ];
    const refusals = new Set<string>();
    const rivals: { hand: string[]; pence: number }[] = [
      { hand: [...game.managers['hand-2']!.hand], pence: 0 },
      { hand: [...game.managers['hand-2']!.hand.filter(isPicture).slice(0, 1), ...asked.slice(0, 4)], pence: 100 },
      { hand: [...game.managers['hand-2']!.hand.filter(isPicture).slice(0, 1), ...asked.slice(4)], pence: 1_000 },
      { hand: [...game.managers['hand-2']!.hand.filter(isPicture), ...asked], pence: 100_000 },
    ];
    for (const rival of rivals) {
      const state = (await loadCardsState(deps.db, league.id)) as CardsLeague;
      state.game.managers['hand-2']!.hand = rival.hand;
      state.game.managers['hand-2']!.pence = rival.pence;
      await saveCardsState(deps.db, league.id, state);
      for (const [, probe] of probes) {
        for (let i = 0; i < 8; i++) {
          // Ann gives every picture card she has: she would be left without one, a fault of her own side.
          const attempt = offerCards(deps, {
            leagueId: league.id,
            userId: 'u-ann',
            to: { userId: 'u-bob' },
            give: pictures,
            payPence: 0,
            ...probe(i),
          });
          refusals.add(await refusal(attempt));
        }
      }
    }
    expect([...refusals]).toEqual(['You must keep at least one picture card after the trade.']);
    expect((await stored(deps, league.id)).offers).toEqual([]);
  });

  it('GIVEN offers that ask a rival for money, a card or his last picture he may not have THEN they are made, and his acceptance and the lapse name no card and no sum', async () => {
    const deps = depsOf(database());
    let league = await cardsLeague(deps);
    league = await advance(deps, league);
    league = await advance(deps, league);
    const game = await gameOf(deps, league.id);
    const bob = game.managers['hand-2']!;
    const elsewhere = game.pack.find((c) => !isPicture(c))!;
    const ann = { leagueId: league.id, userId: 'u-ann', to: { userId: 'u-bob' }, payPence: 0 };
    const cases: [string, { give: string[]; get: string[]; receivePence: number }, string][] = [
      [
        'more money than he has',
        { give: [], get: [], receivePence: bob.pence + 100 },
        'The manager the offer was made to does not have the money asked of that club.',
      ],
      [
        'a card he does not hold',
        { give: [], get: [elsewhere], receivePence: 0 },
        'The manager the offer was made to does not hold every card it asks for.',
      ],
      [
        'his every picture card',
        { give: [numberCard(game, 'hand-1')], get: bob.hand.filter(isPicture), receivePence: 0 },
        'The manager the offer was made to would be left without a picture card.',
      ],
    ];
    for (const [what, terms, sentence] of cases) {
      deps.clock.advance(OFFER_LIMITS.cooldownMs);
      const made = await offerCards(deps, { ...ann, ...terms });
      expect(made.offer.status, what).toBe('open');
      const message = await refusal(answerOffer(deps, { leagueId: league.id, userId: 'u-bob', offerId: made.offer.id, answer: 'accept' }));
      expect(message, what).toBe(`This deal cannot be accepted: ${sentence}`);
    }

    // Accepted while Ann could pay, lapsed when she no longer could: both read why, without her money.
    deps.clock.advance(OFFER_LIMITS.cooldownMs);
    const paid = await offerCards(deps, { ...ann, give: [], get: [numberCard(game, 'hand-2')], payPence: 100, receivePence: 0 });
    await answerOffer(deps, { leagueId: league.id, userId: 'u-bob', offerId: paid.offer.id, answer: 'accept' });
    const state = (await loadCardsState(deps.db, league.id)) as CardsLeague;
    state.game.managers['hand-1']!.pence = 37;
    await saveCardsState(deps.db, league.id, state);
    await advance(deps, league);
    const lapsed = (await stored(deps, league.id)).offers.find((o) => String(o.id) === paid.offer.id)!;
    expect([lapsed.status, readStoredText('en', lapsed.note!)]).toEqual([
      'lapsed',
      'The manager who made the offer does not have the money the offer pays.',
    ]);
  });
});
