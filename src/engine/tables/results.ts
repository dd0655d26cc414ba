/**
 * Rulebook, "Results": matches between two non-player teams. The ranking
 * difference picks a row; two dice give the winning margin, positive for the
 * home team, 0 a draw. Keys are the total of two dice.
 */
export type ResultsRow = 'close' | '+3 home' | '+3 away' | '+5 home' | '+5 away';

type Margins = Readonly<Record<number, number>>;

const FIVE_HOME: Margins = {
  2: 4, 3: 3,
  // House rule: rolls 4 to 6 are not printed; they sit between the +3 home row and the worked example.
  4: 3, 5: 3, 6: 2,
  // The worked example: ranked 1 at home to ranked 7, a seven is rolled, the home team wins by 1.
  7: 1,
  8: 0, 9: 0, 10: 0, 11: -1, 12: -2,
};

/** House rule: the +5 away row is not printed; it mirrors +5 home (roll r reads 14 − r, margin reversed). */
function mirror(row: Margins): Margins {
  const out: Record<number, number> = {};
  for (let roll = 2; roll <= 12; roll++) out[roll] = -(row[14 - roll] ?? 0) || 0;
  return out;
}

export const RESULTS_CHART: Readonly<Record<ResultsRow, Margins>> = {
  close: { 2: 4, 3: 3, 4: 2, 5: 2, 6: 1, 7: 0, 8: 0, 9: -1, 10: -2, 11: -2, 12: -3 },
  '+3 home': { 2: 4, 3: 3, 4: 3, 5: 2, 6: 1, 7: 0, 8: 0, 9: 0, 10: -1, 11: -2, 12: -3 },
  '+3 away': { 2: 3, 3: 2, 4: 2, 5: 1, 6: 0, 7: 0, 8: 0, 9: -1, 10: -2, 11: -3, 12: -3 },
  '+5 home': FIVE_HOME,
  '+5 away': mirror(FIVE_HOME),
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
