/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import type { Kysely } from 'kysely';

/**
 * The name a server shows for each member who has managed a club in one of its leagues (his nickname there, else his
 * Discord name): written when he takes a club and kept fresh each time he uses a command. The web page names a
 * manager by it, never by his Discord id. Managers from before this migration have none until they next act.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('manager_names')
    .addColumn('guild_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('manager_names_pkey', ['guild_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('manager_names').execute();
}
