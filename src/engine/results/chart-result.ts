import type { Dice } from '../dice.js';
import { loserGoals, resultMargin, resultsRow, type ResultsRow } from '../tables/results.js';

export interface ChartResult {
  homeGoals: number;
  awayGoals: number;
  row: ResultsRow;
  roll: [number, number];
  margin: number;
  scoreRoll: number;
}

/** Rulebook, "Results": two non-player teams by their Division Ranking places. */
export function chartResult(homeRanking: number, awayRanking: number, dice: Dice): ChartResult {
  const row = resultsRow(homeRanking, awayRanking);
  const roll: [number, number] = [dice.roll(6), dice.roll(6)];
  const margin = resultMargin(row, roll[0] + roll[1]);
  const scoreRoll = dice.roll(6);
  const loser = loserGoals(scoreRoll);
  return {
    homeGoals: margin >= 0 ? loser + margin : loser,
    awayGoals: margin >= 0 ? loser : loser - margin,
    row,
    roll,
    margin,
    scoreRoll,
  };
}
