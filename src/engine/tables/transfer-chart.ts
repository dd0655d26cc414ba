import type { Dice } from '../dice.js';
import type { Position } from '../model/types.js';

/** Rulebook, "Transfer Chart": the three facets of a newly listed player. */

/**
 * Age (2 dice): the first die picks the row ("down"), the second the column ("across").
 * The printed grid breaks off in row 4; the Chief Scout example reads 5/3 = 30,
 * 5/5 = 31 and 6/1 = 32, which the rows' own pattern (a, a+1, a+1, a+2, a+2, a+3)
 * continues exactly, so rows 4 to 6 are completed with it (docs/rules.md).
 */
export const AGE_GRID: readonly (readonly number[])[] = [
  [16, 17, 18, 19, 19, 20],
  [20, 21, 21, 22, 22, 23],
  [23, 24, 24, 25, 25, 26],
  [26, 27, 27, 28, 28, 29],
  [29, 30, 30, 31, 31, 32],
  [32, 33, 33, 34, 34, 35],
];

/** Position (1 die). */
export const POSITION_BY_ROLL: readonly Position[] = ['GK', 'SB', 'CB', 'CM', 'SM', 'CF'];

/** Ability (2 dice): the total 2 to 12. */
export const ABILITY_BY_TOTAL: Readonly<Record<number, number>> = {
  2: 6,
  3: 6.5,
  4: 7,
  5: 7.5,
  6: 7.5,
  7: 8,
  8: 8,
  9: 8.5,
  10: 9,
  11: 9.5,
  12: 10,
};

/** The age grid's cells in reading order, so a scout's shift wraps from row to row. */
export const AGE_CELLS: readonly { row: number; column: number; age: number }[] = AGE_GRID.flatMap((ages, r) =>
  ages.map((age, c) => ({ row: r + 1, column: c + 1, age })),
);

export function rollAgeCell(dice: Dice): { row: number; column: number } {
  return { row: dice.roll(6), column: dice.roll(6) };
}

export function ageAt(row: number, column: number): number {
  const age = AGE_GRID[row - 1]?.[column - 1];
  if (age === undefined) throw new Error(`the age grid has no cell ${row}/${column}`);
  return age;
}

export function rollAge(dice: Dice): number {
  const { row, column } = rollAgeCell(dice);
  return ageAt(row, column);
}

export function rollPosition(dice: Dice): Position {
  return POSITION_BY_ROLL[dice.roll(6) - 1]!;
}

export function rollAbility(dice: Dice): number {
  return ABILITY_BY_TOTAL[dice.roll(6) + dice.roll(6)]!;
}
