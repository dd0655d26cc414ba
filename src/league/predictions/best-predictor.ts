import type { Db } from '../../db/db.js';
import { predictionsWithResults } from '../../db/repositories/predictions.repository.js';
import { predictorTable } from './scoring.js';

/** The week's best predictors, for the week's story: those level at the top, with at least a point; none otherwise. */
export interface BestPredictors {
  userIds: string[];
  points: number;
}

/** Read from the stored predictions and results of one played round, so a replayed week names the same members. */
export async function bestPredictorsOf(db: Db, leagueId: string, season: number, round: number): Promise<BestPredictors | null> {
  const table = predictorTable(await predictionsWithResults(db, leagueId, season, { round, playedOnly: true }));
  const top = table[0];
  if (!top || top.points === 0) return null;
  const level = table.filter((row) => row.points === top.points && row.exact === top.exact);
  return { userIds: level.map((row) => row.userId), points: top.points };
}

/** The season's best predictor (docs/rules.md, "Awards"): the top of its table with at least a point; none otherwise. */
export async function seasonBestPredictor(db: Db, leagueId: string, season: number): Promise<{ userId: string; points: number } | null> {
  const top = predictorTable(await predictionsWithResults(db, leagueId, season, { playedOnly: true }))[0];
  return top && top.points > 0 ? { userId: top.userId, points: top.points } : null;
}
