import type { Db } from '../db.js';

/** Scores only: a match's play-by-play (`events`, kilobytes a match) is never needed for a table or a results list. */
export async function resultsOf(db: Db, leagueId: string, season: number, round?: number) {
  let query = db
    .selectFrom('match_results')
    .select(['season', 'division', 'round', 'position', 'home_id', 'away_id', 'home_goals', 'away_goals'])
    .where('league_id', '=', leagueId)
    .where('season', '=', season);
  if (round !== undefined) query = query.where('round', '=', round);
  return query.orderBy('division').orderBy('position').execute();
}
