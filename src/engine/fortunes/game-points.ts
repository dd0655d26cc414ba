import type { DivisionIndex } from '../model/types.js';

/** One club's season, as game points read it. */
export interface SeasonRecord {
  division: DivisionIndex;
  /** Final league position, 1 to 8. */
  position: number;
  promoted: boolean;
  relegated: boolean;
  /** Rounds of the cup won (the final counts as a round), and whether the cup was won. */
  cupRoundsWon: number;
  cupWon: boolean;
  europeanRoundsWon: number;
  europeanWon: boolean;
}

/**
 * House rule (docs/rules.md, "Football Fortunes", Game points): the seed's
 * program awards them by a formula it does not print. A Premier title is worth
 * five Fourth Division titles, and a division's champion scores more than the
 * last of the division above: a manager who wins where he is does better than
 * one who survives at the bottom above him.
 */
export const POSITION_POINTS: Readonly<Record<DivisionIndex, readonly number[]>> = {
  0: [30, 24, 20, 17, 15, 13, 11, 10],
  1: [20, 16, 13, 11, 10, 9, 8, 7],
  2: [12, 10, 8, 7, 6, 5, 4, 3],
  3: [6, 5, 4, 3, 2, 1, 0, 0],
};
export const PROMOTION_POINTS = 4;
export const RELEGATION_POINTS = -4;
export const CUP_ROUND_POINTS = 2;
export const CUP_WIN_POINTS = 4;
export const EUROPEAN_ROUND_POINTS = 3;
export const EUROPEAN_WIN_POINTS = 6;
/** Cash at the end: a point for each whole £250,000; none for debt. */
export const CASH_PER_POINT = 250_000;

export function seasonPoints(record: SeasonRecord): number {
  const position = POSITION_POINTS[record.division][record.position - 1];
  if (position === undefined) throw new Error(`no position ${record.position} in a division of eight`);
  return (
    position +
    (record.promoted ? PROMOTION_POINTS : 0) +
    (record.relegated ? RELEGATION_POINTS : 0) +
    record.cupRoundsWon * CUP_ROUND_POINTS +
    (record.cupWon ? CUP_WIN_POINTS : 0) +
    record.europeanRoundsWon * EUROPEAN_ROUND_POINTS +
    (record.europeanWon ? EUROPEAN_WIN_POINTS : 0)
  );
}

export function cashPoints(balance: number): number {
  return Math.max(0, Math.floor(balance / CASH_PER_POINT));
}

export interface Standing {
  clubId: string;
  points: number;
  cash: number;
  /** Managed by a person (not the AI) and never resigned bankrupt. */
  eligible: boolean;
}

/**
 * Rulebook (003), "The Winner": the surviving manager with the most game
 * points; bankrupt managers are disqualified, and AI-run clubs are
 * listed but cannot win. House rule: equal points go to more cash; equal in
 * both, the title is shared. Returns no one if no manager survived.
 */
export function gameWinners(standings: readonly Standing[]): string[] {
  const eligible = standings.filter((s) => s.eligible);
  if (eligible.length === 0) return [];
  const top = Math.max(...eligible.map((s) => s.points));
  const level = eligible.filter((s) => s.points === top);
  const richest = Math.max(...level.map((s) => s.cash));
  return level.filter((s) => s.cash === richest).map((s) => s.clubId);
}
