/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import type { Kysely } from 'kysely';

/**
 * Each finished season's awards (docs/rules.md, "Awards"), written once when the season ends. They are read from the
 * season's stored events, so the row says again what a replay would say; it is kept so the web page and later posts
 * need not read a whole season's events again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('league_awards')
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('league_awards_pkey', ['league_id', 'season'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('league_awards').execute();
}
