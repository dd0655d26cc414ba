import { describe, expect, it } from 'vitest';
import { loserGoals, resultMargin, resultsRow, type ResultsRow } from '../../../src/engine/tables/results.js';
import { chartResult } from '../../../src/engine/results/chart-result.js';
import { scriptedDice } from '../../support/scripted-dice.js';

// Margins for rolls 2..12, positive for the home team. '+5 home' rolls 4 to 6 and all of '+5 away' are house rules.
const CHART: Record<ResultsRow, number[]> = {
  close: [4, 3, 2, 2, 1, 0, 0, -1, -2, -2, -3],
  '+3 home': [4, 3, 3, 2, 1, 0, 0, 0, -1, -2, -3],
  '+3 away': [3, 2, 2, 1, 0, 0, 0, -1, -2, -3, -3],
  '+5 home': [4, 3, 3, 3, 2, 1, 0, 0, 0, -1, -2],
  '+5 away': [2, 2, 1, 0, 0, 0, -1, -2, -2, -3, -3],
};

const cases = Object.entries(CHART).flatMap(([row, margins]) => margins.map((margin, i) => [row as ResultsRow, i + 2, margin] as const));

describe('results chart', () => {
  it('GIVEN the favourite by 5 places THEN he wins more than by 3, and more at home than away (ways in 36)', () => {
    const ways = (total: number) => 6 - Math.abs(7 - total);
    const odds = (row: ResultsRow) => {
      const out = { home: 0, draw: 0, away: 0 };
      for (let total = 2; total <= 12; total++) {
        const margin = resultMargin(row, total);
        out[margin > 0 ? 'home' : margin < 0 ? 'away' : 'draw'] += ways(total);
      }
      return out;
    };
    expect(odds('close')).toEqual({ home: 15, draw: 11, away: 10 });
    expect(odds('+3 home')).toEqual({ home: 15, draw: 15, away: 6 });
    expect(odds('+3 away')).toEqual({ home: 10, draw: 16, away: 10 });
    expect(odds('+5 home')).toEqual({ home: 21, draw: 12, away: 3 });
    expect(odds('+5 away')).toEqual({ home: 6, draw: 15, away: 15 });
  });

  it.each(cases)('GIVEN the %s row and a roll of %d THEN the home margin is %d', (row, roll, margin) => {
    expect(resultMargin(row, roll)).toBe(margin);
  });

  it.each([
    [1, 4, '+3 home'],
    [4, 1, '+3 away'],
    [3, 6, '+3 home'],
    [1, 6, '+5 home'],
    [7, 2, '+5 away'],
    [2, 4, 'close'],
    [5, 4, 'close'],
    [1, 8, '+5 home'],
  ] as const)('GIVEN ranked %d at home to ranked %d THEN the %s row', (home, away, row) => {
    expect(resultsRow(home, away)).toBe(row);
  });

  it.each([
    [1, 0],
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 2],
    [6, 3],
  ])('GIVEN the score die shows %d THEN the loser scores %d', (roll, goals) => {
    expect(loserGoals(roll)).toBe(goals);
  });

  it('GIVEN ranked 1 at home to ranked 7 and a seven THEN the home team wins by one (worked example)', () => {
    const r = chartResult(1, 7, scriptedDice([3, 4, 1]));
    expect(r.row).toBe('+5 home');
    expect([r.homeGoals, r.awayGoals]).toEqual([1, 0]);
  });

  it('GIVEN ranked 2 away at ranked 4 and a nine THEN the away team wins by one (worked example)', () => {
    const r = chartResult(4, 2, scriptedDice([4, 5, 1]));
    expect(r.row).toBe('close');
    expect([r.homeGoals, r.awayGoals]).toEqual([0, 1]);
  });

  it('GIVEN a two-goal defeat and a 3 on the score die THEN 3-1 (worked example)', () => {
    const r = chartResult(3, 4, scriptedDice([5, 5, 3]));
    expect(r.margin).toBe(-2);
    expect([r.homeGoals, r.awayGoals]).toEqual([1, 3]);
  });

  it('GIVEN a draw and a 6 on the score die THEN 3-3 (worked example)', () => {
    const r = chartResult(3, 4, scriptedDice([3, 4, 6]));
    expect([r.homeGoals, r.awayGoals]).toEqual([3, 3]);
  });
});
