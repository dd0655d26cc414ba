import type { Competition } from './cup.js';

/**
 * House rule (docs/rules.md, "Football Fortunes, the game", game points): the rulebook's program awards them for the
 * League, the F.A. Cup, the European competitions and the cash left at the end, by a formula it does not print.
 * Football comes first: a title is worth £1,000,000 left at the end, and the last place still scores.
 */
export const LEAGUE_POINTS: readonly number[] = [20, 16, 13, 11, 9, 7, 5, 4, 3, 2];
export const CUP_ROUND_POINTS: Readonly<Record<Competition, number>> = { 'fa-cup': 2, 'european-cup': 3, 'cup-winners-cup': 3, 'uefa-cup': 3 };
export const TROPHY_POINTS: Readonly<Record<Competition, number>> = { 'fa-cup': 4, 'european-cup': 6, 'cup-winners-cup': 6, 'uefa-cup': 6 };
/** One game point for each whole £100,000 left at the end; none for debt. */
export const POUNDS_PER_POINT = 100_000;

export function leaguePoints(position: number): number {
  return LEAGUE_POINTS[position - 1] ?? 0;
}

export function cashPoints(cash: number): number {
  return Math.max(0, Math.floor(cash / POUNDS_PER_POINT));
}
