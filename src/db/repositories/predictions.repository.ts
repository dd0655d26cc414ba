import type { Db } from '../db.js';

export interface FixtureKey {
  season: number;
  division: number;
  round: number;
  position: number;
}

export interface PredictionInsert extends FixtureKey {
  leagueId: string;
  userId: string;
  homeGoals: number;
  awayGoals: number;
  manager: boolean;
}

/** A prediction with its fixture's result, when played (null goals until then). */
export interface PredictionWithResult extends FixtureKey {
  userId: string;
  homeGoals: number;
  awayGoals: number;
  manager: boolean;
  resultHome: number | null;
  resultAway: number | null;
}

/** Stores a member's predicted score of a fixture, replacing the one he gave before. */
export async function savePrediction(db: Db, row: PredictionInsert, at: Date): Promise<void> {
  await db
    .insertInto('predictions')
    .values({
      league_id: row.leagueId,
      season: row.season,
      division: row.division,
      round: row.round,
      position: row.position,
      user_id: row.userId,
      home_goals: row.homeGoals,
      away_goals: row.awayGoals,
      manager: row.manager,
      predicted_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['league_id', 'season', 'division', 'round', 'position', 'user_id'])
        .doUpdateSet({ home_goals: row.homeGoals, away_goals: row.awayGoals, manager: row.manager, predicted_at: at }),
    )
    .execute();
}

/** A season's predictions with their fixtures' results, of one member or one round when asked. */
export async function predictionsWithResults(
  db: Db,
  leagueId: string,
  season: number,
  filter: { userId?: string; round?: number; playedOnly?: boolean } = {},
): Promise<PredictionWithResult[]> {
  let query = db
    .selectFrom('predictions as p')
    .leftJoin('match_results as r', (join) =>
      join
        .onRef('r.league_id', '=', 'p.league_id')
        .onRef('r.season', '=', 'p.season')
        .onRef('r.division', '=', 'p.division')
        .onRef('r.round', '=', 'p.round')
        .onRef('r.position', '=', 'p.position'),
    )
    .select([
      'p.season',
      'p.division',
      'p.round',
      'p.position',
      'p.user_id as userId',
      'p.home_goals as homeGoals',
      'p.away_goals as awayGoals',
      'p.manager',
      'r.home_goals as resultHome',
      'r.away_goals as resultAway',
    ])
    .where('p.league_id', '=', leagueId)
    .where('p.season', '=', season);
  if (filter.userId !== undefined) query = query.where('p.user_id', '=', filter.userId);
  if (filter.round !== undefined) query = query.where('p.round', '=', filter.round);
  if (filter.playedOnly) query = query.where('r.home_goals', 'is not', null);
  return query.orderBy('p.round').orderBy('p.division').orderBy('p.position').orderBy('p.user_id').execute();
}
