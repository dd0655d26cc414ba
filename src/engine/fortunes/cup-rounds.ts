import { EUROPEAN_COMPETITIONS } from '../model/cup-competitions.js';
import type { SeasonHistory } from '../model/types.js';

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
 * The cup rounds game points count (docs/rules.md, "Football Fortunes", Game
 * points), from the runs a league with cups records in each season's history
 * (`cupRuns`, src/engine/cups/rounds-reached.ts): the domestic cup's ties won
 * and its final, and the European competitions' together. A season without
 * cups gives none.
 */
export function cupRoundsOf(history: SeasonHistory, clubId: string): CupRounds {
  const runs = history.cupRuns?.[clubId];
  if (!runs) return NO_CUP_ROUNDS;
  const european = EUROPEAN_COMPETITIONS.flatMap((competition) => (runs[competition] ? [runs[competition]] : []));
  return {
    cupRoundsWon: runs.cup?.won ?? 0,
    cupWon: runs.cup?.winner ?? false,
    europeanRoundsWon: european.reduce((sum, run) => sum + run.won, 0),
    europeanWon: european.some((run) => run.winner),
  };
}
