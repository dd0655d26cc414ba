import { describe, expect, it } from 'vitest';
import { injuryOutcome, INJURY_ROLL_AT_LEAST, withClubDoctor } from '../../../src/engine/tables/injuries.js';

const UNSELECTED: [number, number | 'Tr'][] = [
  [2, 5],
  [3, 4],
  [4, 3],
  [5, 2],
  [6, 1],
  [7, 'Tr'],
  [8, 1],
  [9, 2],
  [10, 3],
  [11, 4],
  [12, 6],
];
// 2 to 8 as printed; 9 to 12 the house rule.
const SELECTED: [number, number][] = [
  [2, 7],
  [3, 5],
  [4, 3],
  [5, 2],
  [6, 1],
  [7, 1],
  [8, 2],
  [9, 3],
  [10, 4],
  [11, 5],
  [12, 7],
];

describe('injury table', () => {
  it.each(UNSELECTED)('GIVEN an unselected player rolls %d THEN %s', (roll, outcome) => {
    expect(injuryOutcome(roll, false)).toBe(outcome);
  });

  it.each(SELECTED)('GIVEN a selected player rolls %d THEN %d weeks', (roll, weeks) => {
    expect(injuryOutcome(roll, true)).toBe(weeks);
  });

  it('GIVEN two dice THEN 11 or 12 injures', () => {
    expect(INJURY_ROLL_AT_LEAST).toBe(11);
  });

  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [7, 6],
  ])('GIVEN a %d-week injury and a Club Doctor THEN %d weeks', (weeks, after) => {
    expect(withClubDoctor(weeks)).toBe(after);
  });
});
