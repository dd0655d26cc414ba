import type { Db } from '../db.js';

export async function fixturesOf(db: Db, leagueId: string, season: number) {
  return db
    .selectFrom('fixtures')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('season', '=', season)
    .orderBy('division')
    .orderBy('position')
    .execute();
}
