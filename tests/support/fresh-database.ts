import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase, type DatabaseKind } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Database } from '../../src/db/tables.js';

/**
 * Fresh, migrated databases for tests and benchmarks: embedded PGlite in
 * memory, or a new PostgreSQL database on the server named by
 * TEST_DATABASE_URL, dropped when done.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function serverReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres'), connectionTimeoutMillis: 2000 });
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

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(TEST_DATABASE_URL, 'postgres') });
  await client.connect();
  try {
    return await run(client);
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
    const db = createDatabase({ dataDir: 'memory://' });
    await migrateToLatest(db);
    return { kind, db, drop: () => db.destroy() };
  }
  const name = `dugout_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const db = createDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, name), poolSize });
  await migrateToLatest(db);
  return {
    kind,
    db,
    drop: async () => {
      await db.destroy();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
