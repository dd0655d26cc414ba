import { sql } from 'kysely';
import type { Db } from '../db.js';

/** He takes a club in a league of the server: the name the server shows for him now is kept (migration 0035). */
export async function saveManagerName(db: Db, row: { guildId: string; userId: string; displayName: string }, at: Date): Promise<void> {
  await db
    .insertInto('manager_names')
    .values({ guild_id: row.guildId, user_id: row.userId, display_name: row.displayName, updated_at: at })
    .onConflict((oc) => oc.columns(['guild_id', 'user_id']).doUpdateSet({ display_name: row.displayName, updated_at: at }))
    .execute();
}

/** A member acts in the server: a manager's kept name follows his name there; anyone else is not kept. */
export async function refreshManagerName(db: Db, row: { guildId: string; userId: string; displayName: string }, at: Date): Promise<void> {
  await db
    .updateTable('manager_names')
    .set({ display_name: row.displayName, updated_at: at })
    .where('guild_id', '=', row.guildId)
    .where('user_id', '=', row.userId)
    .where('display_name', '<>', row.displayName)
    .execute();
}

/** Every member who has managed a club of the league and has a kept name, in the order he first took one. */
export async function leagueManagerNames(db: Db, leagueId: string): Promise<{ userId: string; displayName: string }[]> {
  const rows = await db
    .selectFrom('manager_careers as m')
    .innerJoin('leagues as l', 'l.id', 'm.league_id')
    .innerJoin('manager_names as n', (join) => join.onRef('n.guild_id', '=', 'l.guild_id').onRef('n.user_id', '=', 'm.user_id'))
    .select(['m.user_id', 'n.display_name', (eb) => eb.fn.min('m.started_at').as('first')])
    .where('m.league_id', '=', leagueId)
    .groupBy(['m.user_id', 'n.display_name'])
    .orderBy(sql`min(m.started_at)`)
    .orderBy('m.user_id')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, displayName: r.display_name }));
}
