import type { Db } from '../db.js';

export async function addBan(db: Db, ban: { leagueId: string; userId: string; by: string; at: Date }): Promise<void> {
  await db
    .insertInto('league_bans')
    .values({ league_id: ban.leagueId, user_id: ban.userId, banned_by: ban.by, banned_at: ban.at })
    .onConflict((oc) => oc.columns(['league_id', 'user_id']).doNothing())
    .execute();
}

/** Whether a ban was lifted. */
export async function removeBan(db: Db, leagueId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('league_bans').where('league_id', '=', leagueId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function isBanned(db: Db, leagueId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('league_bans').select('user_id').where('league_id', '=', leagueId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
