import type { ResultsRow } from '../model/week-events.js';

export type { ResultsRow } from '../model/week-events.js';

type Margins = Readonly<Record<number, number>>;

const FIVE_HOME: Margins = {
  2: 4,
  3: 3,
  // House rule: rolls 4 to 6 are not printed; they sit between the +3 home row and the worked example.
  4: 3,
  5: 3,
  6: 2,
  // The worked example: ranked 1 at home to ranked 7, a seven is rolled, the home team wins by 1.
  7: 1,
  8: 0,
  9: 0,
  10: 0,
  11: -1,
  12: -2,
};

/**
 * House rule (docs/rules.md, "Results"): the +5 away row is not printed. It is
 * to +3 away what +5 home is to +3 home: the favourite takes one more column.
 * +5 home is +3 home moved one roll towards the away end from roll 5 on; +5
 * away is +3 away moved one roll towards the home end up to roll 9. The home
 * side keeps the edge the printed rows give it: an away favourite by 5 wins
 * 15 of 36 (a home favourite 21), by 3 he wins 10 (a home favourite 15).
 */
const THREE_AWAY: Margins = { 2: 3, 3: 2, 4: 2, 5: 1, 6: 0, 7: 0, 8: 0, 9: -1, 10: -2, 11: -3, 12: -3 };
const FIVE_AWAY: Margins = { 2: 2, 3: 2, 4: 1, 5: 0, 6: 0, 7: 0, 8: -1, 9: -2, 10: -2, 11: -3, 12: -3 };

/**
 * Rulebook, "Results": matches between two non-player teams. The ranking
 * difference picks a row; two dice give the winning margin, positive for the
 * home team, 0 a draw. Keys are the total of two dice.
 */
export const RESULTS_CHART: Readonly<Record<ResultsRow, Margins>> = {
  close: { 2: 4, 3: 3, 4: 2, 5: 2, 6: 1, 7: 0, 8: 0, 9: -1, 10: -2, 11: -2, 12: -3 },
  '+3 home': { 2: 4, 3: 3, 4: 3, 5: 2, 6: 1, 7: 0, 8: 0, 9: 0, 10: -1, 11: -2, 12: -3 },
  '+3 away': THREE_AWAY,
  '+5 home': FIVE_HOME,
  '+5 away': FIVE_AWAY,
};

/** The row for two teams' Division Ranking places (1 is the strongest). */
export function resultsRow(homeRanking: number, awayRanking: number): ResultsRow {
  const gap = Math.abs(homeRanking - awayRanking);
  const side = homeRanking < awayRanking ? 'home' : 'away';
  if (gap >= 5) return `+5 ${side}`;
  if (gap >= 3) return `+3 ${side}`;
  return 'close';
}

export function resultMargin(row: ResultsRow, total: number): number {
  const margin = RESULTS_CHART[row][total];
  if (margin === undefined) throw new Error(`no results row for a roll of ${total}`);
  return margin;
}

/** The loser's (or draw) score die: index 0 is a roll of 1. */
export const LOSER_SCORE: readonly number[] = [0, 1, 1, 2, 2, 3];

export function loserGoals(roll: number): number {
  return LOSER_SCORE[roll - 1] ?? 0;
}
