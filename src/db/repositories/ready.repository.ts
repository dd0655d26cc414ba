import type { Db } from '../db.js';

export async function setReady(db: Db, leagueId: string, clubId: string, turn: number, at: Date): Promise<void> {
  await db
    .insertInto('ready_flags')
    .values({ league_id: leagueId, club_id: clubId, turn, ready_at: at })
    .onConflict((oc) => oc.columns(['league_id', 'club_id']).doUpdateSet({ turn, ready_at: at }))
    .execute();
}

export async function clearReady(db: Db, leagueId: string, clubId?: string): Promise<void> {
  let query = db.deleteFrom('ready_flags').where('league_id', '=', leagueId);
  if (clubId) query = query.where('club_id', '=', clubId);
  await query.execute();
}

/** Clubs flagged ready for the given turn. */
export async function readyClubs(db: Db, leagueId: string, turn: number): Promise<Set<string>> {
  const rows = await db.selectFrom('ready_flags').select('club_id').where('league_id', '=', leagueId).where('turn', '=', turn).execute();
  return new Set(rows.map((r) => r.club_id));
}
