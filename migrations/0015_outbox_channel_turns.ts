/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import type { Kysely } from 'kysely';

/**
 * When each channel was last given its turn by a poster, so that posters serve channels round-robin: a channel with a
 * long queue takes a few posts per pass and then waits behind every other channel with posts waiting.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox_channels')
    .addColumn('channel_id', 'text', (c) => c.primaryKey())
    .addColumn('last_claimed_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_channels').execute();
}
