import { describe, expect, it } from 'vitest';
import { payWages, squadStrength, WAGES_CHART, wagesFor } from '../../../src/engine/fortunes/wages.js';
import { fortunesGame } from './fixtures.js';

describe('Wages', () => {
  it('GIVEN the chart THEN bands run down from the strongest squads, each paying more than the one below', () => {
    for (let i = 1; i < WAGES_CHART.length; i++) {
      expect(WAGES_CHART[i]!.fromStrength).toBeLessThan(WAGES_CHART[i - 1]!.fromStrength);
      expect(WAGES_CHART[i]!.amount).toBeLessThan(WAGES_CHART[i - 1]!.amount);
    }
    expect(WAGES_CHART.at(-1)!.fromStrength).toBe(0);
  });

  it.each(WAGES_CHART.map((band) => [band.fromStrength, band.amount]))(
    'GIVEN a squad of strength %i, the bottom of its band THEN one landing pays %i; half a point less pays the band below',
    (from, amount) => {
      expect(wagesFor(from)).toBe(amount);
      const below = WAGES_CHART.find((b) => b.fromStrength < from);
      if (below) expect(wagesFor(from - 0.5)).toBe(below.amount);
    },
  );

  it('GIVEN the twelve-man squad (strength 82.5) THEN it pays the bottom band, told with the strength', () => {
    const { state, events } = fortunesGame([{ id: 'c1', balance: 1_000_000 }]);
    state.players['c1-d2']!.injuryWeeks = 3; // injured players are paid too
    payWages(state, 'c1', events);
    expect(state.clubs.c1!.balance).toBe(980_000);
    expect(events[0]).toEqual({ type: 'wages-paid', clubId: 'c1', strength: 82.5, amount: 20_000 });
    expect(events[1]).toMatchObject({ type: 'money', amount: -20_000, reason: 'fortune-wages', balance: 980_000 });
  });

  it('GIVEN loans THEN a player loaned out is not paid and one loaned in is', () => {
    const { state } = fortunesGame();
    state.players.visitor = { ...state.players['c1-m1']!, id: 'visitor', clubId: 'c1', ability: 10, loan: { ownerId: 'c9', matchesLeft: 3 } };
    Object.assign(state.players['c1-m1']!, { clubId: 'c9', loan: { ownerId: 'c1', matchesLeft: 3 } });
    expect(squadStrength(state, 'c1')).toBe(82.5 - 9 + 10);
    expect(squadStrength(state, 'c9')).toBe(9);
  });
});
