/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import type { Kysely } from 'kysely';

/**
 * A club's offers by time: each new offer reads the club's open offers and its last offer's time (the offer
 * limits), so that read stays an index lookup however many offers a long league has kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('offers_from_club_idx').on('offers').columns(['league_id', 'from_club_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('offers_from_club_idx').execute();
}
