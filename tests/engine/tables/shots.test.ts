import { describe, expect, it } from 'vitest';
import { AWAY_SHOT_PENALTY, shotsFor } from '../../../src/engine/tables/shots.js';

// Rulebook, "Team Ratings": each printed row at both of its ends.
const ROWS: [from: number, to: number, shots: number][] = [
  [0, 30, 10],
  [-5, -0.25, 9],
  [-10, -5.25, 8],
  [-15, -10.25, 7],
  [-20, -15.25, 6],
  [-25, -20.25, 5],
  [-30, -25.25, 4],
  [-35, -30.25, 3],
  [-40, -35.25, 2],
];

describe('shots table', () => {
  it.each(ROWS)('GIVEN A* − D* from %d to %d THEN %d shots', (low, high, shots) => {
    expect(shotsFor(low)).toBe(shots);
    expect(shotsFor(high)).toBe(shots);
    expect(shotsFor((low + high) / 2)).toBe(shots);
  });

  it('GIVEN a difference just below zero THEN nine shots, not ten', () => {
    expect(shotsFor(-0.25)).toBe(9);
    expect(shotsFor(0)).toBe(10);
  });

  it('GIVEN a difference below −40 THEN one shot (house rule)', () => {
    expect(shotsFor(-40.25)).toBe(1);
    expect(shotsFor(-60)).toBe(1);
  });

  it('GIVEN sums of half points with float dust THEN the row is still exact', () => {
    expect(shotsFor(0.1 + 0.2 - 0.3 - 5)).toBe(9);
  });

  it('GIVEN the away team THEN it loses one shot', () => {
    expect(AWAY_SHOT_PENALTY).toBe(1);
  });
});
