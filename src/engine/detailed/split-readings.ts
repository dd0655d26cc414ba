import type { Chart } from './cards.js';

/**
 * Split readings (Net Results Soccer, "Split ratings" and "Keeper split ratings").
 */

/** "Cr: 13(5)": the reading holds when the opposite d10 is 1 to `split`; a 0 on the die is 10. */
export function opposingSplitHolds(split: number, oppositeD10: number): boolean {
  return oppositeD10 <= split;
}

/** "On: (24)" and "Def: 5:*": the split holds when it and the minute are both odd or both even. */
export function paritySplitHolds(splitValue: number, minute: number): boolean {
  return splitValue % 2 === minute % 2;
}

/** Reads a chart at `value`, falling back when a split there does not hold. */
export function readChart<R extends string>(chart: Chart<R>, index: number, oppositeD10: number, fallback: R): R {
  const split = chart.splits[index]!;
  if (split !== 0 && !opposingSplitHolds(split, oppositeD10)) return fallback;
  return chart.readings[index]!;
}
