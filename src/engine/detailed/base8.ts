/**
 * Base-8 numbers on two eight-sided dice, read 11 to 88 (Net Results Soccer,
 * "The two 8-sided dice"). Digits run 1 to 8, so there are 64 readings; the
 * index 0..63 is the reading's place in that run (11 is 0, 18 is 7, 21 is 8).
 */

export const BASE8_COUNT = 64;

export function isBase8(value: number): boolean {
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return tens >= 1 && tens <= 8 && ones >= 1 && ones <= 8;
}

export function base8Index(value: number): number {
  return (Math.floor(value / 10) - 1) * 8 + (value % 10) - 1;
}

export function base8FromIndex(index: number): number {
  return (Math.floor(index / 8) + 1) * 10 + (index % 8) + 1;
}

/** Reads a red (tens) and a white (ones) eight-sided die. */
export function readTwoD8(red: number, white: number): number {
  return red * 10 + white;
}

/**
 * Counts `steps` on in base 8, skipping the 9s and 0s: 36 + 3 is 41
 * ("Sh?", the keeper's On adjustment). Stays within 11 to 88, and 0 stays 0
 * (a card with no On reading puts nothing on target).
 */
export function addBase8(value: number, steps: number): number {
  if (value === 0) return 0;
  const index = base8Index(value) + steps;
  if (index < 0) return 0;
  return base8FromIndex(Math.min(BASE8_COUNT - 1, index));
}

/** The reading that comes next in base 8 (23 -> 24, 28 -> 31). */
export function nextBase8(value: number): number {
  return addBase8(value, 1);
}
