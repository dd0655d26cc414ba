/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import type { Kysely } from 'kysely';

/** The state of a Football Fortunes game league: one row per league, the whole game as JSON, as a cards league keeps its own. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('fortunes_game_states')
    .addColumn('league_id', 'text', (c) => c.primaryKey().references('leagues.id').onDelete('cascade'))
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('fortunes_game_states').execute();
}
