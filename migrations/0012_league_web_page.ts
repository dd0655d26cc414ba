/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import { sql, type Kysely } from 'kysely';

/**
 * A league's public web page: an unguessable address (128 random bits from gen_random_uuid, drawn for every league
 * already stored as well, since a volatile default is evaluated row by row) and whether the page is shown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leagues')
    .addColumn('web_slug', 'text', (c) => c.notNull().defaultTo(sql`replace(gen_random_uuid()::text, '-', '')`))
    .addColumn('web_page', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('leagues_web_slug').unique().on('leagues').column('web_slug').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('leagues_web_slug').execute();
  await db.schema.alterTable('leagues').dropColumn('web_page').dropColumn('web_slug').execute();
}
