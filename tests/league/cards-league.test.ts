import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { loadCardsState } from '../../src/db/repositories/cards.repository.js';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import { isPicture, FULL_PACK } from '../../src/engine/cards/cards.js';
import { canPlayIn } from '../../src/engine/cards/lineup.js';
import { formationOf } from '../../src/engine/cards/formations.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { cardsClubs, cardsCreationOf, newCardsLeague, type CardsLeague } from '../../src/league/shared/cards-league.js';
import { cards } from '../../src/league/modes/cards/cards-mode.js';
import { keepCards, placeCardsBid, setCardsSheet } from '../../src/league/modes/cards/cards-orders.js';
import { cardsHand, editorFor } from '../../src/league/modes/cards/cards-views.js';
import { cardsNews } from '../../src/league/modes/cards/cards-news.js';
import { cardLabel, renderCardsNews } from '../../src/discord/render/cards.render.js';
import { createCardsLeague } from '../../src/league/modes/cards/create-cards-league.js';
import { gameModeOf } from '../../src/league/modes/game-modes.js';
import { replayLeague } from '../../src/league/week/replay.js';
import { startSeason } from '../../src/league/membership/start-season.js';
import { RuleViolation } from '../../src/league/errors.js';
import type { LeagueDeps } from '../../src/league/deps.js';
import type { LeagueSummary } from '../../src/league/shared/views.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { aiKeep, bestLineup } from '../../src/engine/cards/ai.js';
import { FIRST_SEASON_ORDER } from '../../src/engine/cards/suit-levels.js';
import { findLeague } from '../../src/db/repositories/league.repository.js';
import { dueLeagues } from '../../src/league/schedule/due.js';
import { depsOf, weekOf } from './helpers.js';

const MANAGERS = ['u-ann', 'u-bob', 'u-cat'];

async function cardsLeague(deps: LeagueDeps, managers = MANAGERS, seats = managers.length, seasons = 2): Promise<LeagueSummary> {
  const created = await createCardsLeague(deps, {
    guildId: 'g1',
    channelId: `ch-${randomUUID()}`,
    name: 'Card School',
    actorUserId: 'admin',
    isAdmin: true,
    seasons,
    options: { humanClubs: seats, seed: 7, schedule: { kind: 'interval', hours: 24 } },
  });
  for (const userId of managers) await joinLeague(deps, { leagueId: created.id, userId });
  return startSeason(deps, { leagueId: created.id, actorUserId: 'admin', isAdmin: true });
}

async function stateOf(deps: LeagueDeps, leagueId: string): Promise<CardsLeague> {
  return (await loadCardsState(deps.db, leagueId)) as CardsLeague;
}

async function storedOrders(deps: LeagueDeps, leagueId: string): Promise<number> {
  const rows = await deps.db.selectFrom('orders').select('kind').where('league_id', '=', leagueId).execute();
  return rows.length;
}

async function advance(deps: LeagueDeps, league: LeagueSummary): Promise<LeagueSummary> {
  const outcome = await advanceLeague(deps, league.id, weekOf(league));
  if (!outcome.played) throw new Error(`not played: ${outcome.reason}`);
  return outcome.league;
}

async function refused(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RuleViolation);
  return (error as RuleViolation).violation.code;
}

describeOnEachDatabase('a cards league', (database) => {
  it('GIVEN /league create game:cards for three managers THEN the league plays cards, padded with dummies to six clubs, dealt and waiting to keep', async () => {
    const deps = depsOf(database());
    const league = await cardsLeague(deps);
    expect(league.game).toBe('cards');
    expect(gameModeOf(league)).toBe(cards);
    const clubs = await deps.db
      .selectFrom('clubs')
      .select(['id', 'name', 'player_controlled', 'manager_user_id'])
      .where('league_id', '=', league.id)
      .orderBy('ord')
      .execute();
    expect(clubs.map((c) => c.id)).toEqual(cardsClubs(3).map((c) => c.id));
    expect(clubs.filter((c) => c.player_controlled).map((c) => c.manager_user_id)).toEqual(MANAGERS);
    expect(clubs.filter((c) => !c.player_controlled).map((c) => c.id)).toEqual(['dummy-1', 'dummy-2', 'dummy-3']);
    const { game } = await stateOf(deps, league.id);
    expect(game.phase).toBe('keep');
    expect(game.clubIds).toEqual(clubs.map((c) => c.id));
    for (const id of game.managerIds) expect(game.managers[id]!.hand).toHaveLength(8);
  });

  it('GIVEN sizes outside 2 to 6 managers THEN creation is refused', async () => {
    const deps = depsOf(database());
    for (const humanClubs of [1, 7]) {
      await expect(
        createCardsLeague(deps, {
          guildId: 'g1',
          channelId: `ch-${randomUUID()}`,
          name: 'X',
          actorUserId: 'a',
          isAdmin: true,
          seasons: 1,
          options: { humanClubs, schedule: { kind: 'interval', hours: 24 } },
        }),
      ).rejects.toThrow('A cards league has 2 to 6 managers');
    }
  });

  it('GIVEN hostile orders THEN each is refused with its rule and nothing is stored', async () => {
    const deps = depsOf(database());
    let league = await cardsLeague(deps);
    const ann = { leagueId: league.id, userId: 'u-ann' };
    const hand = await cardsHand(deps, ann);
    const notMine = FULL_PACK.find((card) => !hand.hand.some((c) => c.card === card) && !isPicture(card))!;
    expect(await refused(keepCards(deps, { ...ann, cards: hand.hand.filter((c) => !c.picture).map((c) => c.card) }))).toBe('keep-needs-picture');
    expect(await refused(keepCards(deps, { ...ann, cards: [hand.hand.find((c) => c.picture)!.card, notMine] }))).toBe('card-not-in-hand');
    expect(await storedOrders(deps, league.id)).toBe(0);

    league = await advance(deps, league);
    const game = (await stateOf(deps, league.id)).game;
    const manager = game.managers['hand-1']!;
    const tactic = manager.hand.find(isPicture)!;
    const spaces = formationOf(tactic);
    // A card not in the hand.
    const stranger = FULL_PACK.find((card) => !manager.hand.includes(card) && canPlayIn(card, spaces[0]!))!;
    expect(await refused(setCardsSheet(deps, { ...ann, sheet: { tactic, keeper: null, places: [stranger, null, null, null] } }))).toBe(
      'card-not-in-hand',
    );
    // A card of his own in a space neither his nor next to it.
    const misfit = manager.hand.find((card) => !isPicture(card) && !canPlayIn(card, spaces[0]!));
    expect(misfit).toBeDefined();
    expect(await refused(setCardsSheet(deps, { ...ann, sheet: { tactic, keeper: null, places: [misfit!, null, null, null] } }))).toBe(
      'illegal-space',
    );
    // A bid above his money.
    expect(await refused(placeCardsBid(deps, { ...ann, bid: { lot: game.lots[0]!, pence: manager.pence + 1, cards: [] } }))).toBe('bid-above-money');
    expect(await storedOrders(deps, league.id)).toBe(0);
    expect((await stateOf(deps, league.id)).game).toEqual(game);
  });

  it('GIVEN a manager who keeps his whole deal and bids all his money THEN /news tells him privately which kept card was sold to pay the bill, the lot he bought and what he paid', async () => {
    const deps = depsOf(database());
    let league = await cardsLeague(deps);
    const ann = { leagueId: league.id, userId: 'u-ann' };
    const dealt = await cardsHand(deps, ann);
    await keepCards(deps, { ...ann, cards: dealt.hand.map((c) => c.card) });
    league = await advance(deps, league);
    const lot = (await stateOf(deps, league.id)).game.lots[0]!;
    await placeCardsBid(deps, { ...ann, bid: { lot, pence: 2000, cards: [] } });
    league = await advance(deps, league);
    const news = await cardsNews(deps, { ...ann, userId: 'u-ann', game: 'cards', command: 'news', channelId: league.channelId });
    const sold = news.items.filter((i) => i.kind === 'sold-for-bill');
    expect(sold.length).toBeGreaterThan(0);
    const text = renderCardsNews(news).description!;
    for (const item of sold) expect(text).toContain(`${cardLabel(item.card)} was sold back to the bank for `);
    expect(text).toContain(`You bought ${cardLabel(lot)} for £20.00.`);
    expect(news.items.some((i) => i.kind === 'kept-paid')).toBe(true);
    // Bob's news tells nothing of Ann's hand.
    const bob = await cardsNews(deps, { leagueId: league.id, userId: 'u-bob', game: 'cards', command: 'news', channelId: league.channelId });
    expect(bob.items.some((i) => i.kind === 'sold-for-bill' || i.kind === 'bought')).toBe(false);
  });

  it('GIVEN set-up and two rounds with orders THEN the orders play, posts reveal sheets but never a hand, and the league replays identically', async () => {
    const deps = depsOf(database());
    let league = await cardsLeague(deps);
    const ann = { leagueId: league.id, userId: 'u-ann' };
    const dealt = await cardsHand(deps, ann);
    const keep = dealt.hand.filter((c) => c.picture || c.level >= 2).map((c) => c.card);
    await keepCards(deps, { ...ann, cards: keep });
    league = await advance(deps, league);
    expect((await stateOf(deps, league.id)).game.managers['hand-1']!.hand).toEqual(keep);

    const lot = (await stateOf(deps, league.id)).game.lots[0]!;
    await placeCardsBid(deps, { ...ann, bid: { lot, pence: 500, cards: [] } });
    const sheet = editorFor(await cardsHand(deps, ann))!.sheet;
    await setCardsSheet(deps, { ...ann, sheet });
    league = await advance(deps, league);
    const afterAuction = (await stateOf(deps, league.id)).game;
    expect(afterAuction.phase).toBe('round');
    league = await advance(deps, league);
    league = await advance(deps, league);
    const steps = await playedSteps(deps.db, league.id);
    expect(steps).toHaveLength(4);
    const round1 = steps[2]!.events as { type: string; clubId?: string; by?: string }[];
    expect(round1.filter((e) => e.type === 'match')).toHaveLength(3);
    // The sheet given during the opening auction stood into round one.
    expect(round1).toContainEqual({ type: 'sheet-chosen', clubId: 'hand-1', by: 'standing' });
    const annMatch = round1.find(
      (e) => e.type === 'match' && [(e as { homeId?: string }).homeId, (e as { awayId?: string }).awayId].includes('hand-1'),
    ) as unknown as { homeId: string; homeSheet: unknown; awaySheet: unknown };
    expect(annMatch.homeId === 'hand-1' ? annMatch.homeSheet : annMatch.awaySheet).toEqual(sheet);

    const posts = await deps.db.selectFrom('outbox').select(['kind', 'payload']).where('league_id', '=', league.id).execute();
    // A match with a manager's sheet is a post; one between two dummies is a line of the step's post.
    const matches = steps.flatMap((s) =>
      (s.events as { type: string; homeSheet?: unknown; awaySheet?: unknown }[]).filter((e) => e.type === 'match'),
    );
    expect(matches).toHaveLength(6);
    expect(posts.filter((p) => p.kind === 'cards-match')).toHaveLength(matches.filter((m) => m.homeSheet || m.awaySheet).length);
    expect(posts.filter((p) => p.kind === 'cards-lots').length).toBeGreaterThanOrEqual(2);
    // The cards ann kept but never played nor offered are in no post.
    const text = JSON.stringify(posts.map((p) => p.payload));
    const shown = new Set(
      steps.flatMap((s) =>
        (s.events as { type: string; homeSheet?: unknown; awaySheet?: unknown; lot?: string; cards?: string[] }[]).flatMap((e) =>
          e.type === 'match' ? (JSON.stringify([e.homeSheet, e.awaySheet]).match(/[A2-9TJQK][HCDS]/g) ?? []) : [],
        ),
      ),
    );
    const secret = keep.filter((card) => !shown.has(card) && card !== lot);
    expect(secret.length).toBeGreaterThan(0);
    for (const card of secret) expect(text).not.toContain(`"${card}"`);

    const replay = await replayLeague(deps, league.id);
    expect(replay.state).toEqual(await stateOf(deps, league.id));
    expect(replay.steps.map((s) => s.events)).toEqual(steps.map((s) => s.events));
  });

  it('GIVEN a one-season game with one hand unmanaged THEN the card AI plays it, the game is won, and the league rests with nothing left due', async () => {
    const deps = depsOf(database());
    let league = await cardsLeague(deps, ['u-ann'], 2, 1);
    while ((await stateOf(deps, league.id)).game.phase !== 'finished') league = await advance(deps, league);
    const steps = await playedSteps(deps.db, league.id);
    const ai = aiKeep(newCardsLeague(cardsCreationOf((await findLeague(deps.db, league.id))!)).game.managers['hand-2']!, FIRST_SEASON_ORDER);
    expect(steps[0]!.orders).toEqual({ 'hand-1': {}, 'hand-2': { keep: ai } });
    expect(steps).toHaveLength(15);
    const { game } = await stateOf(deps, league.id);
    expect(game.history).toHaveLength(1);
    expect(game.winnerIds.length).toBeGreaterThan(0);
    expect(league.paused).toBe(true);
    expect((await dueLeagues({ ...deps, clock: testClock(new Date(Date.now() + 365 * 86_400_000)) })).map((d) => d.leagueId)).not.toContain(
      league.id,
    );
  });

  it('GIVEN lots after a round THEN a bid paid with a player card wins the lot and the card goes to the bank; a picture card is refused as payment', async () => {
    const deps = depsOf(database());
    let league = await cardsLeague(deps);
    const ann = { leagueId: league.id, userId: 'u-ann' };
    // Ann keeps her whole deal, so she holds players beyond her sheet.
    await keepCards(deps, { ...ann, cards: (await cardsHand(deps, ann)).hand.map((c) => c.card) });
    for (let i = 0; i < 3; i++) league = await advance(deps, league);
    const game = (await stateOf(deps, league.id)).game;
    expect(game.lots.length).toBeGreaterThan(0);
    const manager = game.managers['hand-1']!;
    // A hand that gave no sheet plays the AI's best of the hand it holds.
    const sheet = manager.sheet ?? bestLineup(manager.hand, manager.injured, game.suitOrder)!;
    const payment = manager.hand.find((card) => !isPicture(card) && ![sheet.keeper, ...sheet.places].includes(card))!;
    expect(payment).toBeDefined();
    const picture = manager.hand.find(isPicture)!;
    expect(await refused(placeCardsBid(deps, { ...ann, bid: { lot: game.lots[0]!, pence: 0, cards: [picture] } }))).toBe('payment-not-accepted');
    await placeCardsBid(deps, { ...ann, bid: { lot: game.lots[0]!, pence: 0, cards: [payment] } });
    league = await advance(deps, league);
    const after = (await stateOf(deps, league.id)).game.managers['hand-1']!;
    expect(after.hand).toContain(game.lots[0]);
    expect(after.hand).not.toContain(payment);
    const sold = (await playedSteps(deps.db, league.id)).at(-1)!.events as unknown as {
      type: string;
      lot?: string;
      managerId?: string;
      cards?: string[];
      pence?: number;
    }[];
    expect(sold).toContainEqual({ type: 'lot-sold', lot: game.lots[0], managerId: 'hand-1', pence: 0, cards: [payment], tieRoll: null });
  });
});
