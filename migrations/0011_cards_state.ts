/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import type { Kysely } from 'kysely';

/** The state of a cards league: one row per league, the whole game as JSON (the card game's state is small). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cards_states')
    .addColumn('league_id', 'text', (c) => c.primaryKey().references('leagues.id').onDelete('cascade'))
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cards_states').execute();
}
