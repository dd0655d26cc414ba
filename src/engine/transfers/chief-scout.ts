import { AGE_CELLS } from '../tables/transfer-chart.js';

/**
 * Rulebook, "Chief Scout": he may move ONE facet of a newly listed player.
 * Age: left or right up to two places on the grid, wrapping from row to row.
 * Position: up or down one roll, never looping between 6 and 1.
 * Ability: up or down one on the 2-dice total.
 * A shift that would leave the chart stops at its edge.
 */
export const SCOUT_LIMITS = { age: 2, position: 1, ability: 1 } as const;

/** The shifts a manager may ask of him, by facet: every whole move within the limit. */
export const SCOUT_SHIFTS = {
  age: [-2, -1, 1, 2],
  position: [-1, 1],
  ability: [-1, 1],
} as const satisfies Record<keyof typeof SCOUT_LIMITS, readonly number[]>;

export function scoutAgeCell(row: number, column: number, shift: number): { row: number; column: number } {
  const at = AGE_CELLS.findIndex((cell) => cell.row === row && cell.column === column);
  const to = clamp(at + clampShift(shift, SCOUT_LIMITS.age), 0, AGE_CELLS.length - 1);
  const cell = AGE_CELLS[to]!;
  return { row: cell.row, column: cell.column };
}

export function scoutPositionRoll(roll: number, shift: number): number {
  return clamp(roll + clampShift(shift, SCOUT_LIMITS.position), 1, 6);
}

export function scoutAbilityTotal(total: number, shift: number): number {
  return clamp(total + clampShift(shift, SCOUT_LIMITS.ability), 2, 12);
}

function clampShift(shift: number, limit: number): number {
  return clamp(Math.trunc(shift), -limit, limit);
}

function clamp(x: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, x));
}
