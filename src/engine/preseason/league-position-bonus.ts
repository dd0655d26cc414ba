import type { DivisionIndex } from '../model/types.js';

/**
 * Rulebook, "Promotion and League Position Bonus": paid before the season for
 * last season's finish in the division the club played in. The printed 5th row
 * has three figures (Fourth, Third, Second); the Premier's 5th is a house rule
 * (docs/rules.md, "League position bonus"), £4 million, a step down from 4th
 * as the other columns step down.
 */
export const LEAGUE_POSITION_BONUS: Readonly<Record<DivisionIndex, readonly number[]>> = {
  3: [2_000_000, 1_500_000, 1_000_000, 750_000, 500_000],
  2: [4_000_000, 3_000_000, 2_000_000, 1_500_000, 1_000_000],
  1: [6_000_000, 4_500_000, 3_500_000, 2_500_000, 2_000_000],
  0: [10_000_000, 8_000_000, 6_500_000, 5_000_000, 4_000_000],
};

export function leaguePositionBonus(division: DivisionIndex, position: number): number {
  return LEAGUE_POSITION_BONUS[division][position - 1] ?? 0;
}
