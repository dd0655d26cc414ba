/**
 * Net Results Soccer, "Extra time chart": minutes added to a period on one
 * d10 (0 read as 10). Each injury in the period adds two more.
 */

export type PeriodKind = 'first-half' | 'second-half' | 'overtime';

/** Rows by d10 1 to 10; columns first half, second half, overtime. */
export const EXTRA_TIME_CHART: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [2, 2, 2],
  [3, 3, 1],
  [4, 4, 2],
  [2, 5, 0],
  [2, 5, 0],
  [1, 2, 0],
  [1, 3, 0],
  [1, 4, 0],
  [0, 4, 0],
];

export const MINUTES_PER_INJURY = 2;

const COLUMN: Record<PeriodKind, 0 | 1 | 2> = { 'first-half': 0, 'second-half': 1, overtime: 2 };

export function extraTime(period: PeriodKind, d10: number): number {
  return EXTRA_TIME_CHART[d10 - 1]![COLUMN[period]];
}
