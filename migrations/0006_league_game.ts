/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import type { Kysely } from 'kysely';

/** The game a league plays; every league stored before it is a football league. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leagues')
    .addColumn('game', 'text', (c) => c.notNull().defaultTo('football'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leagues').dropColumn('game').execute();
}
