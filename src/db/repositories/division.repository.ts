import type { Db } from '../db.js';

export async function divisionsOf(db: Db, leagueId: string) {
  return db.selectFrom('divisions').selectAll().where('league_id', '=', leagueId).orderBy('index').execute();
}
