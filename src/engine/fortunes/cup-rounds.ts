import type { SeasonHistory } from '../types.js';

/** What a club did in the cups of one season, as game points read it. */
export interface CupRounds {
  /** Rounds of the domestic cup won (the final counts as a round), and whether he won it. */
  cupRoundsWon: number;
  cupWon: boolean;
  europeanRoundsWon: number;
  europeanWon: boolean;
}

export const NO_CUP_ROUNDS: CupRounds = { cupRoundsWon: 0, cupWon: false, europeanRoundsWon: 0, europeanWon: false };

/**
 * The hook game points read cup rounds through (docs/rules.md, "Football
 * Fortunes", Game points). A season's history does not record cups yet, so
 * this gives no rounds; a league with cups answers here from the season's
 * history (or its events), and game points count them with no other change.
 */
export function cupRoundsOf(history: SeasonHistory, clubId: string): CupRounds {
  const cups = (history as SeasonHistory & { cups?: Record<string, Partial<CupRounds>> }).cups;
  const own = cups?.[clubId];
  return own ? { ...NO_CUP_ROUNDS, ...own } : NO_CUP_ROUNDS;
}
