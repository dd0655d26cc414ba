/** The house rule (docs/rules.md): 3 points for the exact score, 1 for the right result (a home win, a draw, an away win). */
export const PREDICTION_POINTS = { exact: 3, result: 1 } as const;

/** The scores a prediction may give each side. */
export const PREDICTED_GOALS = { min: 0, max: 20 } as const;

interface Score {
  home: number;
  away: number;
}

const outcome = (s: Score) => Math.sign(s.home - s.away);

/** A prediction's points against the result. */
export function predictionPoints(predicted: Score, result: Score): number {
  if (predicted.home === result.home && predicted.away === result.away) return PREDICTION_POINTS.exact;
  return outcome(predicted) === outcome(result) ? PREDICTION_POINTS.result : 0;
}

export interface PredictorRow {
  userId: string;
  /** He managed a club of the league when he predicted at least one of these matches. */
  manager: boolean;
  points: number;
  exact: number;
  predicted: number;
}

/** Predictions scored against their results, summed per member: most points first, then most exact scores, then fewest predictions. */
export function predictorTable(
  rows: readonly { userId: string; manager: boolean; homeGoals: number; awayGoals: number; resultHome: number | null; resultAway: number | null }[],
): PredictorRow[] {
  const byUser = new Map<string, PredictorRow>();
  for (const row of rows) {
    if (row.resultHome === null || row.resultAway === null) continue;
    const points = predictionPoints({ home: row.homeGoals, away: row.awayGoals }, { home: row.resultHome, away: row.resultAway });
    const entry = byUser.get(row.userId) ?? { userId: row.userId, manager: false, points: 0, exact: 0, predicted: 0 };
    entry.manager ||= row.manager;
    entry.points += points;
    entry.exact += points === PREDICTION_POINTS.exact ? 1 : 0;
    entry.predicted += 1;
    byUser.set(row.userId, entry);
  }
  return [...byUser.values()].sort(
    (a, b) => b.points - a.points || b.exact - a.exact || a.predicted - b.predicted || a.userId.localeCompare(b.userId),
  );
}
