/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import type { Kysely } from 'kysely';

/**
 * The names of the players a result's play-by-play refers to, as they were when it was played, so that its web page
 * still names a man who has since retired or left the league's records. Null for results played before it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('match_results').addColumn('names', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('match_results').dropColumn('names').execute();
}
