import type { Line } from '../model/types.js';

/**
 * Rulebook, "Match": who made the assist. Index 0 is a roll of 1;
 * null is no assist (a solo goal).
 */
export const ASSIST_TABLE: readonly (Line | null)[] = ['A', 'M', 'M', 'M', 'D', null];

export function assistLine(roll: number): Line | null {
  return ASSIST_TABLE[roll - 1] ?? null;
}
