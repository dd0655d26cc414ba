/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import { sql, type Kysely } from 'kysely';

/**
 * Offers between managers (deals: transfers and loans; any game's trades).
 * The terms are the game's, as JSON; the row keeps the lifecycle: open, then
 * accepted, declined, countered, cancelled, expired or lapsed, and an
 * accepted offer is done or lapsed once the step carrying it out is played.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_club_id', 'text', (c) => c.notNull())
    .addColumn('to_club_id', 'text', (c) => c.notNull())
    .addColumn('from_user_id', 'text', (c) => c.notNull())
    .addColumn('to_user_id', 'text')
    .addColumn('terms', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_turn', 'integer', (c) => c.notNull())
    .addColumn('expires_turn', 'integer', (c) => c.notNull())
    .addColumn('accepted_seq', 'integer')
    .addColumn('accepted_turn', 'integer')
    .addColumn('settled_turn', 'integer')
    .addColumn('note', 'text')
    .addColumn('counter_of', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('offers_league_status_idx').on('offers').columns(['league_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offers').execute();
}
