/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import type { Kysely } from 'kysely';

/**
 * The Discord message a delivered post ended with (the part that carries its buttons), so a later post may edit it:
 * an offer's notice shows how the offer ended and loses its live buttons.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('posted_message_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('posted_message_id').execute();
}
