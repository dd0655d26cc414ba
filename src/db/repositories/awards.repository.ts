import { json } from '../json.js';
import type { Db } from '../db.js';

/** A season's awards, written once when it ends; a second write of the same season keeps the first. */
export async function saveSeasonAwards(db: Db, leagueId: string, season: number, data: unknown, at: Date): Promise<void> {
  await db
    .insertInto('league_awards')
    .values({ league_id: leagueId, season, data: json(data), created_at: at })
    .onConflict((oc) => oc.columns(['league_id', 'season']).doNothing())
    .execute();
}

/** Every finished season's awards of a league, oldest first. */
export async function seasonAwardsOf(db: Db, leagueId: string): Promise<{ season: number; data: unknown }[]> {
  return db.selectFrom('league_awards').select(['season', 'data']).where('league_id', '=', leagueId).orderBy('season').execute();
}
