/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import { sql, type Kysely } from 'kysely';

/**
 * The JSON columns compress with LZ4 where the server has it. Every week a league writes values large enough to be
 * compressed (its played step, its post, its players' data, its matches' play-by-play), and PostgreSQL's own pglz
 * took an eighth of the server's CPU at a deadline. A server built without LZ4 (PGlite) keeps pglz. Values already
 * stored keep their compression until they are written again; both kinds read the same.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await compressJsonColumnsWith(db, 'lz4');
}

export async function down(db: Kysely<any>): Promise<void> {
  await compressJsonColumnsWith(db, 'default');
}

async function compressJsonColumnsWith(db: Kysely<any>, method: 'lz4' | 'default'): Promise<void> {
  const methods = await sql<{ enumvals: string[] }>`select enumvals from pg_settings where name = 'default_toast_compression'`.execute(db);
  if (!methods.rows[0]?.enumvals.includes('lz4')) return;
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.data_type in ('json', 'jsonb')
    order by c.table_name, c.column_name`.execute(db);
  for (const { table_name, column_name } of columns.rows) {
    await sql`alter table ${sql.id(table_name)} alter column ${sql.id(column_name)} set compression ${sql.raw(method)}`.execute(db);
  }
}
