import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase, reportLostConnections, type DatabaseKind } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Database } from '../../src/db/tables.js';
import { openMigratedPGlite } from './migrated-pglite.js';

/**
 * Fresh, migrated databases for tests and benchmarks: embedded PGlite in
 * memory, or a new PostgreSQL database on the server named by
 * TEST_DATABASE_URL, dropped when done.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function serverReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres'), connectionTimeoutMillis: 2000 });
  reportLostConnections(client);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export const postgresReachable = await serverReachable(TEST_DATABASE_URL);
if (!postgresReachable) {
  console.warn(
    `PostgreSQL is not reachable at ${new URL(TEST_DATABASE_URL).host}: the PostgreSQL half of the database tests is skipped, only PGlite ran. ` +
      'Start PostgreSQL (or set TEST_DATABASE_URL) to run both.',
  );
}

/** Runs one statement on the server's maintenance database (CREATE DATABASE, DROP DATABASE...); its rows. */
export async function onAdmin<Row extends pg.QueryResultRow = pg.QueryResultRow>(statement: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: withDatabase(TEST_DATABASE_URL, 'postgres') });
  reportLostConnections(client);
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  kind: DatabaseKind;
  db: Kysely<Database>;
}

/** A fresh, migrated database of the given kind, and how to throw it away. */
export async function freshDatabase(kind: DatabaseKind, poolSize?: number): Promise<TestDatabase & { drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openMigratedPGlite();
    return { kind, db, drop: () => db.destroy() };
  }
  const name = `dugout_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${name}`);
  const db = createDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, name), poolSize });
  await migrateToLatest(db);
  return {
    kind,
    db,
    drop: async () => {
      await db.destroy();
      await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
