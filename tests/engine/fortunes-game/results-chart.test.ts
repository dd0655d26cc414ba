import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { goalsChances, goalsForTotal, playMatch, resultOdds } from '../../../src/engine/fortunes-game/results-chart.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const EQUAL = { defence: 14, attack: 17 };
const STRONGER = { defence: 16, attack: 19 };

describe('the results chart (house rule: Defence against Attack)', () => {
  it('GIVEN totals on the chart THEN the goals it prints', () => {
    expect([16, 17, 19, 20, 23, 26, 29, 40].map(goalsForTotal)).toEqual([0, 1, 1, 2, 3, 4, 5, 5]);
  });

  it('GIVEN scripted dice THEN each side reads four dice plus its Attack less the other Defence, the home side one more', () => {
    // Home: 3+3+3+3 + 17 − 14 + 1 = 16 → 0. Away: 6+6+5+5 + 17 − 14 = 25 → 3.
    expect(playMatch(EQUAL, EQUAL, scriptedDice([3, 3, 3, 3, 6, 6, 5, 5]))).toEqual({ homeGoals: 0, awayGoals: 3 });
  });

  it('GIVEN equal sides THEN the home side wins more than the away side, and about a draw in three', () => {
    const odds = resultOdds(EQUAL, EQUAL);
    expect(odds.home).toBeCloseTo(0.42, 2);
    expect(odds.draw).toBeCloseTo(0.3, 1);
    expect(odds.home).toBeGreaterThan(odds.away + 0.1);
  });

  it('GIVEN a side four stars stronger THEN it wins about two games in three over home and away', () => {
    const win = (resultOdds(STRONGER, EQUAL).home + resultOdds(EQUAL, STRONGER).away) / 2;
    expect(win).toBeGreaterThan(0.6);
    expect(win).toBeLessThan(0.7);
  });

  it('GIVEN a side that could not field a full team THEN it loses every time', () => {
    expect(resultOdds({ defence: 0, attack: 0 }, EQUAL).away).toBeCloseTo(1, 10);
  });

  it('GIVEN any margin THEN the chances of each number of goals add to one, and ten thousand seeded matches agree with them', () => {
    expect(goalsChances(3).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    const dice = seededDice(1);
    let homeWins = 0;
    for (let i = 0; i < 10_000; i++) {
      const { homeGoals, awayGoals } = playMatch(EQUAL, EQUAL, dice);
      if (homeGoals > awayGoals) homeWins += 1;
    }
    expect(homeWins / 10_000).toBeCloseTo(resultOdds(EQUAL, EQUAL).home, 1);
  });
});
