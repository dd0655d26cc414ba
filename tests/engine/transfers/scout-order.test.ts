import { describe, expect, it } from 'vitest';
import type { ScoutRequest } from '../../../src/engine/model/orders.js';
import { SCOUT_SHIFTS } from '../../../src/engine/transfers/chief-scout.js';
import { validateScoutOrder } from '../../../src/engine/transfers/scout-order.js';
import { WEEKS_PER_SEASON, type LeagueState } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague } from '../../support/factories.js';

function league(week: number, scout: boolean, phase: LeagueState['phase'] = 'season'): LeagueState {
  const staff = scout ? [{ role: 'chiefScout' as const, hiredWeek: 0, hiredSeason: 1, weeksEmployed: 1 }] : [];
  return { ...makeLeague({ clubs: [makeClub({ id: 'a', staff })], week }), phase };
}

const codes = (state: LeagueState, request: unknown, hire = false) =>
  validateScoutOrder(state, 'a', { scout: request as ScoutRequest, ...(hire ? { hire: ['chiefScout' as const] } : {}) }).map((v) => v.code);

describe('rulebook, "Chief Scout": the requests a manager may give', () => {
  const allowed = Object.entries(SCOUT_SHIFTS).flatMap(([facet, shifts]) => shifts.map((shift) => ({ facet, shift })));

  it('GIVEN the rulebook THEN the age moves up to two places, the position and the ability one roll, either way', () => {
    expect(SCOUT_SHIFTS).toEqual({ age: [-2, -1, 1, 2], position: [-1, 1], ability: [-1, 1] });
  });

  for (const request of allowed) {
    it(`GIVEN a Chief Scout in a match week THEN ${request.facet} ${request.shift} is accepted`, () => {
      for (const week of [1, 8, WEEKS_PER_SEASON]) expect(codes(league(week, true), request)).toEqual([]);
    });
  }

  const refused: [string, unknown][] = [
    ['age 3', { facet: 'age', shift: 3 }],
    ['age -3', { facet: 'age', shift: -3 }],
    ['age 0', { facet: 'age', shift: 0 }],
    ['position 2', { facet: 'position', shift: 2 }],
    ['ability -2', { facet: 'ability', shift: -2 }],
    ['ability 1.5', { facet: 'ability', shift: 1.5 }],
    ['a facet not in the chart', { facet: 'name', shift: 1 }],
    ['a preference for no real position', { facet: 'prefer', position: 'WB' }],
  ];
  for (const [what, request] of refused) {
    it(`GIVEN ${what} THEN it is refused as a move the Chief Scout cannot make`, () => {
      expect(codes(league(3, true), request)).toEqual(['scout-shift-not-allowed']);
    });
  }

  it('GIVEN no Chief Scout THEN a request is refused, unless one is hired the same week', () => {
    expect(codes(league(3, false), { facet: 'age', shift: -2 })).toEqual(['scout-not-employed']);
    expect(codes(league(3, false), { facet: 'age', shift: -2 }, true)).toEqual([]);
  });

  it('GIVEN pre-season or the end of the season THEN there is no listing to shape, and a request is refused', () => {
    expect(codes(league(0, true, 'preseason'), { facet: 'age', shift: -2 })).toEqual(['scout-not-listing-week']);
    expect(codes(league(WEEKS_PER_SEASON + 1, true), { facet: 'age', shift: -2 })).toEqual(['scout-not-listing-week']);
  });

  it('GIVEN the AI’s standing preference THEN it stays legal', () => {
    expect(codes(league(3, true), { facet: 'prefer', better: true })).toEqual([]);
    expect(codes(league(3, true), { facet: 'prefer', position: 'CM', younger: true })).toEqual([]);
  });
});
