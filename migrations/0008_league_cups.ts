/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import { sql, type Kysely } from 'kysely';

/**
 * The cups option: a league's cups this season are kept in league_cups; every football league stored before it
 * carries on without cups ("off" in its rules and in the options a replay starts from).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('league_cups')
    .addColumn('league_id', 'text', (c) => c.primaryKey().references('leagues.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();
  await sql`
    update leagues set settings = jsonb_set(settings, '{rules,cups}', '"off"')
    where game = 'football' and settings ? 'rules'`.execute(db);
  await sql`
    update leagues set creation_options = jsonb_set(creation_options, '{engine,settings,cups}', '"off"')
    where game = 'football' and creation_options #> '{engine,settings}' is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('league_cups').execute();
}
