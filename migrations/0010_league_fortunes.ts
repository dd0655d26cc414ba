/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import { sql, type Kysely } from 'kysely';

/**
 * Football Fortunes and the game's end: the board, bank and auction pool of a
 * league that plays the option (null for every other league), and the moment
 * a finished game was archived. An archived league keeps its channel's
 * history, and a new game can be created in the same channel, so a channel
 * holds at most one league that is not archived.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leagues').addColumn('fortunes', 'jsonb').execute();
  await db.schema.alterTable('leagues').addColumn('archived_at', 'timestamptz').execute();
  await sql`alter table leagues drop constraint if exists leagues_channel_id_key`.execute(db);
  await sql`create unique index leagues_open_channel on leagues (channel_id) where archived_at is null`.execute(db);
  await db.schema.createIndex('leagues_channel').on('leagues').column('channel_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('leagues_channel').execute();
  await db.schema.dropIndex('leagues_open_channel').execute();
  await sql`alter table leagues add constraint leagues_channel_id_key unique (channel_id)`.execute(db);
  await db.schema.alterTable('leagues').dropColumn('archived_at').execute();
  await db.schema.alterTable('leagues').dropColumn('fortunes').execute();
}
