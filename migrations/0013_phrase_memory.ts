/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import type { Kysely } from 'kysely';

/** Where the league's match reports left their phrasing, so the next report carries it on; none before a report. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leagues').addColumn('phrase_memory', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leagues').dropColumn('phrase_memory').execute();
}
