/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import type { Kysely } from 'kysely';

/** Members an admin has banned from a league: they cannot /league join it again until unbanned. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('league_bans')
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('banned_by', 'text', (c) => c.notNull())
    .addColumn('banned_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('league_bans_pk', ['league_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('league_bans').execute();
}
