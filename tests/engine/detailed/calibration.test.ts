import { describe, expect, it } from 'vitest';
import { emptyTotals, secondHalfShare, tally } from '../../../src/cli/detailed-figures.js';
import { seededDice } from '../../../src/engine/dice.js';
import { playDetailedMatch } from '../../../src/engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../../../src/engine/detailed/rated-side.js';

/**
 * The calibration targets (docs/rules.md, "Calibration") on 3,000 matches of
 * another seed than the published table's: the engine meets them, not one run.
 */
describe.each([3, 5] as const)('Calibration targets with %i substitutions', (substitutions) => {
  const totals = emptyTotals();
  const home = ratedSide('home', evenRatings(7.5));
  const away = ratedSide('away', evenRatings(7.5));
  const dice = seededDice(2026);
  for (let i = 0; i < 3000; i++) tally(totals, playDetailedMatch(home, away, dice, { substitutions }));
  const perGame = (n: number) => n / totals.matches;
  const ofGoals = (n: number) => n / totals.goals;

  it('GIVEN even sides THEN 2.5 to 3.1 goals a game, 6% to 10% goalless, about 45 / 25 / 30', () => {
    expect(perGame(totals.goals)).toBeGreaterThanOrEqual(2.5);
    expect(perGame(totals.goals)).toBeLessThanOrEqual(3.1);
    expect(perGame(totals.goalless)).toBeGreaterThanOrEqual(0.06);
    expect(perGame(totals.goalless)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(perGame(totals.homeWins) - 0.45)).toBeLessThan(0.03);
    expect(Math.abs(perGame(totals.draws) - 0.25)).toBeLessThan(0.035);
    expect(Math.abs(perGame(totals.awayWins) - 0.3)).toBeLessThan(0.035);
  });

  it('GIVEN even sides THEN 60% to 80% of goals are assisted and 1.5% to 5% are own goals', () => {
    expect(ofGoals(totals.assisted)).toBeGreaterThanOrEqual(0.6);
    expect(ofGoals(totals.assisted)).toBeLessThanOrEqual(0.8);
    expect(ofGoals(totals.ownGoals)).toBeGreaterThanOrEqual(0.015);
    expect(ofGoals(totals.ownGoals)).toBeLessThanOrEqual(0.05);
  });

  it('GIVEN even sides THEN 0.06 to 0.16 reds a game, 30% to 70% of them straight', () => {
    expect(perGame(totals.reds)).toBeGreaterThanOrEqual(0.06);
    expect(perGame(totals.reds)).toBeLessThanOrEqual(0.16);
    expect(totals.straightReds / totals.reds).toBeGreaterThanOrEqual(0.3);
    expect(totals.straightReds / totals.reds).toBeLessThanOrEqual(0.7);
  });

  it('GIVEN even sides THEN 2.5 to 5 substitutions a side, and 52% to 60% of goals after half-time, most in the last quarter hour', () => {
    const perSide = totals.substitutions / totals.matches / 2;
    expect(perSide).toBeGreaterThanOrEqual(2.5);
    expect(perSide).toBeLessThanOrEqual(Math.min(5, substitutions));
    expect(secondHalfShare(totals)).toBeGreaterThanOrEqual(0.52);
    expect(secondHalfShare(totals)).toBeLessThanOrEqual(0.6);
    expect(Math.max(...totals.byQuarter)).toBe(totals.byQuarter[5]);
  });
});
