import { describe, expect, it } from 'vitest';
import { allAiOrders } from '../../../src/engine/ai/fill-orders.js';
import { seededDice } from '../../../src/engine/dice.js';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import { isLoanedIn, playersFor } from '../../../src/engine/transfers/loan-policy.js';
import { ownerOf } from '../../../src/engine/deals/loans.js';
import type { DealOrder } from '../../../src/engine/deals/terms.js';
import { bestPlayer } from '../../../src/engine/fortunes/squad.js';
import { squadOf } from '../../../src/engine/selection/squad.js';
import { squadStrength } from '../../../src/engine/fortunes/wages.js';
import type { LeagueOrders } from '../../../src/engine/model/orders.js';
import { diceSeedForNextStep, playStep } from '../../../src/engine/step.js';
import { validateSales } from '../../../src/engine/transfers/sales.js';
import type { LeagueState } from '../../../src/engine/model/types.js';
import { twoClubLeague } from './support.js';

function step(state: LeagueState, deals: DealOrder[] = [], byClub = ''): { state: LeagueState; events: EngineEvent[] } {
  const orders: LeagueOrders = allAiOrders(state);
  if (deals.length) orders[byClub] = { ...orders[byClub], deals };
  return playStep(state, orders, seededDice(diceSeedForNextStep(state)));
}

function best(state: LeagueState, clubId: string): string {
  return Object.values(state.players)
    .filter((p) => p.clubId === clubId)
    .sort((x, y) => y.ability - x.ability)[0]!.id;
}

describe('loans', () => {
  it('plays for the borrower for the matches agreed, then goes home by himself', () => {
    const { state, a, b } = twoClubLeague();
    const star = best(state, a);
    const loan: DealOrder = { offerId: 'l', seq: 1, terms: { kind: 'loan', ownerId: a, borrowerId: b, playerId: star, fee: 40_000, matches: 2 } };
    let current = step(state, [loan], b).state; // pre-season: the loan starts
    expect(current.players[star]!.clubId).toBe(b);
    expect(current.players[star]!.loan).toEqual({ ownerId: a, matchesLeft: 2 });
    expect(ownerOf(current.players[star]!)).toBe(a);
    current = step(current).state; // week 1
    expect(current.players[star]!.loan?.matchesLeft).toBe(1);
    const week2 = step(current); // week 2: his last match, then home
    expect(week2.state.players[star]!.clubId).toBe(a);
    expect(week2.state.players[star]!.loan).toBeUndefined();
    expect(week2.events.filter((e) => e.type === 'loan-returned')).toEqual([{ type: 'loan-returned', playerId: star, clubId: a, borrowerId: b }]);
  });

  it('returns a loan to the season’s end when the season ends', () => {
    const { state, a, b } = twoClubLeague();
    const star = best(state, a);
    let current = step(
      state,
      [{ offerId: 'l', seq: 1, terms: { kind: 'loan', ownerId: a, borrowerId: b, playerId: star, fee: 0, matches: null } }],
      b,
    ).state;
    for (let week = 1; week <= 14; week++) current = step(current).state;
    expect(current.players[star]!.clubId).toBe(b);
    const end = step(current);
    expect(end.state.players[star]!.clubId).toBe(a);
    expect(end.events.some((e) => e.type === 'loan-returned')).toBe(true);
  });

  it('cannot be listed by the borrower, nor counted as his best player; the owner does not pay his wages', () => {
    const { state, a, b } = twoClubLeague();
    const star = best(state, a);
    const after = step(
      state,
      [{ offerId: 'l', seq: 1, terms: { kind: 'loan', ownerId: a, borrowerId: b, playerId: star, fee: 0, matches: 5 } }],
      b,
    ).state;
    expect(validateSales(after, b, { sales: [{ playerId: star, mode: 'full' }] }).map((v) => v.code)).toEqual(['sale-not-allowed']);
    expect(isLoanedIn(after.players[star]!, b)).toBe(true);
    expect(isLoanedIn(after.players[star]!, a)).toBe(false);
    expect(bestPlayer(playersFor(after, b, 'card'))!.id).not.toBe(star);
    expect(bestPlayer(squadOf(after, b))!.id).toBe(star);
    expect(playersFor(after, a, 'resign').map((p) => p.id)).toContain(star);
    const ability = after.players[star]!.ability;
    const sum = (club: string) => squadOf(after, club).reduce((s, p) => s + p.ability, 0);
    expect(squadStrength(after, a)).toBe(sum(a));
    expect(squadStrength(after, b)).toBe(sum(b));
    expect(squadOf(after, b).some((p) => p.id === star && p.ability === ability)).toBe(true);
  });
});
