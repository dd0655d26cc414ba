/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import type { Kysely } from 'kysely';

/**
 * How a league's step seeds derive from its seed. Every league stored so far
 * was played on version 1 and keeps it, so it replays exactly as it was played;
 * new leagues are written with the version they are created on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leagues')
    .addColumn('dice_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leagues').dropColumn('dice_version').execute();
}
