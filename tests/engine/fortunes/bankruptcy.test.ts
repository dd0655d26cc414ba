import { describe, expect, it } from 'vitest';
import { bankruptcySaleOrder, enforceDebts, noteDebts, salesUntilCleared } from '../../../src/engine/fortunes/bankruptcy.js';
import { fortunesGame, fortunesSquad } from './fixtures.js';

const next = { season: 1, week: 3 };

function inDebt(balance: number) {
  const game = fortunesGame([
    { id: 'c1', balance },
    { id: 'npc', playerControlled: false, balance: -5 },
  ]);
  noteDebts(game.state, game.fortunes, next, game.events);
  return game;
}

describe('Bankruptcy', () => {
  it('GIVEN a club below zero when the week is played THEN its debt is noted with the next deadline; a non-player team is not', () => {
    const { fortunes, events } = inDebt(-1);
    expect(fortunes.debts).toEqual({ c1: next });
    expect(events).toEqual([{ type: 'debt-noted', clubId: 'c1', balance: -1, deadline: next }]);
  });

  it('GIVEN the debt cleared before the deadline THEN it is forgotten', () => {
    const { state, fortunes, events } = inDebt(-1);
    state.clubs.c1!.balance = 0;
    noteDebts(state, fortunes, { season: 1, week: 4 }, events);
    expect(fortunes.debts).toEqual({});
    expect(events.at(-1)).toEqual({ type: 'debt-cleared', clubId: 'c1' });
  });

  it('GIVEN the deadline not yet reached THEN nothing is sold', () => {
    const { state, fortunes, events } = inDebt(-200_000);
    enforceDebts(state, fortunes, { season: 1, week: 2 }, {}, events);
    expect(fortunes.debts).toEqual({ c1: next });
    expect(fortunes.bank).toEqual([]);
  });

  it('GIVEN no order THEN players go to the bank at 75%, cheapest first, only until the debt is cleared', () => {
    const { state, fortunes, events } = inDebt(-100_000);
    enforceDebts(state, fortunes, next, {}, events);
    // The 6.0s fetch £110,000 each (£150,000 × 0.75, rounded): the first, by id, clears £100,000.
    expect(fortunes.bank).toEqual(['c1-a3']);
    expect(state.clubs.c1!.balance).toBe(10_000);
    expect(fortunes.debts).toEqual({});
    expect(events.at(-1)).toEqual({ type: 'debt-cleared', clubId: 'c1' });
    expect(events.filter((e) => e.type === 'bank-bought').every((e) => e.cause === 'bankruptcy')).toBe(true);
  });

  it("GIVEN the manager's order THEN his players go first in his order, then the rest cheapest first", () => {
    const { state, fortunes, events } = inDebt(-1_100_000);
    // A second squad joins c1, so the sales leave well over eleven players.
    for (const player of fortunesSquad('c2')) state.players[player.id] = { ...player, clubId: 'c1' };
    enforceDebts(state, fortunes, next, { c1: ['c1-a1', 'c1-a1', 'c2-x', 'c1-gk1'] }, events);
    // a1 £640,000 and gk1 £300,000 leave £160,000 owed; then the 6.0s at £110,000, by id: a3, d3.
    expect(fortunes.bank).toEqual(['c1-a1', 'c1-gk1', 'c1-a3', 'c1-d3']);
    expect(state.clubs.c1!.balance).toBe(-1_100_000 + 640_000 + 300_000 + 2 * 110_000);
  });

  it('GIVEN a debt only a side of fewer than eleven could pay THEN nothing is sold and the manager resigns', () => {
    // Twelve players: one can go (a 6.0, £110,000), which cannot clear £200,000.
    const { state, fortunes, events } = inDebt(-200_000);
    enforceDebts(state, fortunes, next, {}, events);
    expect(fortunes.bank).toEqual([]);
    expect(fortunes.resigned).toEqual(['c1']);
    expect(events.at(-1)).toMatchObject({ type: 'manager-resigned', clubId: 'c1', debt: 200_000 });
  });

  it('GIVEN the cheapest players include the only goalkeepers THEN a goalkeeper is kept and others are sold', () => {
    const { state } = fortunesGame();
    const squad = [...Object.values(state.players), ...fortunesSquad('c2').map((p) => ({ ...p, clubId: 'c1' }))];
    const keepers = squad.filter((p) => p.positions.includes('GK'));
    const sales = salesUntilCleared(keepers, squad, 10_000_000);
    expect(sales).toBeNull();
    const some = salesUntilCleared(keepers, squad, 500_000)!;
    expect(some.length).toBeLessThan(keepers.length);
    expect(squad.filter((p) => !some.includes(p)).some((p) => p.positions.includes('GK'))).toBe(true);
  });

  it('GIVEN the sale order THEN ties of price go by id and unknown ids are skipped', () => {
    const { state } = fortunesGame();
    const squad = Object.values(state.players);
    expect(
      bankruptcySaleOrder(squad, ['c1-m1', 'nobody'])
        .map((p) => p.id)
        .slice(0, 4),
    ).toEqual(['c1-m1', 'c1-a3', 'c1-d3', 'c1-d4']);
  });

  it('GIVEN a debt the whole squad cannot cover THEN nothing is sold: the manager resigns and his squad goes to the auction pool', () => {
    const { state, fortunes, events } = inDebt(-6_000_000);
    enforceDebts(state, fortunes, next, {}, events);
    expect(fortunes.bank).toEqual([]);
    expect(fortunes.resigned).toEqual(['c1']);
    expect(fortunes.debts).toEqual({});
    expect(fortunes.auctionPool).toHaveLength(12);
    expect(fortunes.auctionPool[0]).toBe('c1-a3');
    expect(Object.values(state.players).every((p) => p.clubId === null)).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'manager-resigned', clubId: 'c1', debt: 6_000_000, toAuctionPool: fortunes.auctionPool });
  });

  it('GIVEN a resigned manager still in debt THEN no new debt is noted for him', () => {
    const { state, fortunes, events } = inDebt(-6_000_000);
    enforceDebts(state, fortunes, next, {}, events);
    noteDebts(state, fortunes, { season: 1, week: 4 }, events);
    expect(fortunes.debts).toEqual({});
  });

  it('GIVEN a debt cleared by the deadline itself THEN nothing is sold', () => {
    const { state, fortunes, events } = inDebt(-1);
    state.clubs.c1!.balance = 10;
    enforceDebts(state, fortunes, { season: 2, week: 1 }, {}, events);
    expect(fortunes.bank).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'debt-cleared', clubId: 'c1' });
  });
});
