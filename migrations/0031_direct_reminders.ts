/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import { sql, type Kysely } from 'kysely';

/**
 * Members who asked for a direct message before a league's deadline (`/remind me`), and how many hours before.
 * `reminded_deadline` is the deadline last reminded of, so each deadline is reminded once. `closed_at` is set when
 * Discord refused the message (the member's DMs are closed): his reminders are off from then on, until he asks again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('direct_reminders')
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('hours_before', 'integer', (c) => c.notNull().check(sql`hours_before between 1 and 72`))
    .addColumn('reminded_deadline', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('direct_reminders_pkey', ['league_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('direct_reminders').execute();
}
