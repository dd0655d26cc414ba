import { describe, expect, it } from 'vitest';
import { allAiOrders } from '../../../src/engine/ai/fill-orders.js';
import { seededDice } from '../../../src/engine/dice.js';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import type { LeagueOrders } from '../../../src/engine/model/orders.js';
import { diceSeedForNextStep, playStep } from '../../../src/engine/step.js';
import type { DealOrder } from '../../../src/engine/deals/terms.js';
import type { LeagueState } from '../../../src/engine/model/types.js';
import { outfielder, twoClubLeague } from './support.js';

function play(state: LeagueState, deals: DealOrder[], byClub: string): { state: LeagueState; events: EngineEvent[] } {
  const orders: LeagueOrders = allAiOrders(state);
  orders[byClub] = { ...orders[byClub], deals };
  return playStep(state, orders, seededDice(diceSeedForNextStep(state)));
}

const ofType = <T extends EngineEvent['type']>(events: EngineEvent[], type: T) =>
  events.filter((e): e is Extract<EngineEvent, { type: T }> => e.type === type);

describe('deals carried out as the step’s orders', () => {
  it('moves the players both ways and the money, with a ledger line each side', () => {
    const { state, a, b } = twoClubLeague();
    const give = outfielder(state, a);
    const get = outfielder(state, b, 2);
    const terms = { kind: 'transfer', fromClubId: a, toClubId: b, give: [give], get: [get], money: 250_000 } as const;
    const { state: after, events } = play(state, [{ offerId: 'o1', seq: 1, terms }], a);
    expect(after.players[give]!.clubId).toBe(b);
    expect(after.players[get]!.clubId).toBe(a);
    expect(ofType(events, 'deal-done')).toEqual([{ type: 'deal-done', offerId: 'o1', terms }]);
    const money = ofType(events, 'money').filter((e) => e.detail.startsWith('Deal between'));
    expect(money.map((e) => [e.clubId, e.amount, e.reason])).toEqual([
      [a, -250_000, 'transfer-fee'],
      [b, 250_000, 'transfer-sale'],
    ]);
    // The deal comes before the pre-season's own money, so each balance is the ledger's running sum.
    expect(money[0]!.balance).toBe(state.clubs[a]!.balance - 250_000);
    expect(state.players[give]!.clubId).toBe(a);
  });

  it('carries out the first accepted of two deals for one player; the other lapses', () => {
    const { state, a, b } = twoClubLeague();
    const contested = outfielder(state, b);
    const first: DealOrder = {
      offerId: 'first',
      seq: 1,
      terms: { kind: 'transfer', fromClubId: a, toClubId: b, give: [], get: [contested], money: 100_000 },
    };
    const second: DealOrder = {
      offerId: 'second',
      seq: 2,
      terms: { kind: 'loan', ownerId: b, borrowerId: a, playerId: contested, fee: 5_000, matches: 2 },
    };
    // Stored in any order: acceptance order decides.
    const { state: after, events } = play(state, [second, first], a);
    expect(after.players[contested]!.clubId).toBe(a);
    expect(after.players[contested]!.loan).toBeUndefined();
    expect(ofType(events, 'deal-done').map((e) => e.offerId)).toEqual(['first']);
    expect(ofType(events, 'deal-lapsed').map((e) => [e.offerId, e.reason, e.playerId])).toEqual([['second', 'player-moved', contested]]);
    expect(ofType(events, 'money').filter((e) => e.detail.startsWith('Loan'))).toEqual([]);
  });

  it('lapses a deal a club can no longer afford when the step is played', () => {
    const { state, a, b } = twoClubLeague();
    const terms = { kind: 'transfer', fromClubId: a, toClubId: b, give: [], get: [outfielder(state, b)], money: 1_000_000 } as const;
    state.clubs[a]!.balance = 999_999;
    const { events } = play(state, [{ offerId: 'o', seq: 1, terms }], a);
    expect(ofType(events, 'deal-lapsed').map((e) => [e.reason, e.clubId])).toEqual([['cannot-afford', a]]);
  });

  it('takes a traded player off the transfer list and out of his old lineup', () => {
    const { state, a, b } = twoClubLeague();
    let current = play(play(state, [], a).state, [], a).state; // pre-season and week 1 played: lineups exist
    const give = current.clubs[a]!.lineup!.attack.find((id) => id !== null)!;
    current.market.push({ playerId: give, sellerId: a, askingPrice: 1, mode: 'full', listedWeek: 1, listedSeason: 1, reason: 'sale' });
    current = play(
      current,
      [{ offerId: 'o', seq: 1, terms: { kind: 'transfer', fromClubId: a, toClubId: b, give: [give], get: [], money: 0 } }],
      a,
    ).state;
    expect(current.players[give]!.clubId).toBe(b);
    expect(current.market.some((l) => l.playerId === give)).toBe(false);
    expect(Object.values(current.clubs[a]!.lineup!).flat()).not.toContain(give);
  });

  it('leaves the state passed in untouched', () => {
    const { state, a, b } = twoClubLeague();
    const before = JSON.stringify(state);
    play(
      state,
      [{ offerId: 'o', seq: 1, terms: { kind: 'transfer', fromClubId: a, toClubId: b, give: [outfielder(state, a)], get: [], money: 0 } }],
      a,
    );
    expect(JSON.stringify(state)).toBe(before);
  });
});
