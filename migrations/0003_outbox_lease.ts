/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import { sql, type Kysely } from 'kysely';

/**
 * A poster claims a channel's due messages for a while before it posts them,
 * so two bot processes sharing one database never post the same message.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('leased_until', 'timestamptz').execute();
  await db.schema
    .createIndex('outbox_undelivered_by_channel')
    .on('outbox')
    .columns(['channel_id', 'id'])
    .where(sql.ref('delivered_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_undelivered_by_channel').execute();
  await db.schema.alterTable('outbox').dropColumn('leased_until').execute();
}
