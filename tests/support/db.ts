import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createDatabase, type DatabaseKind } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Database } from '../../src/db/tables.js';
import type { Clock } from '../../src/context.js';

/**
 * Every database test runs on both databases: embedded PGlite (in memory) and
 * PostgreSQL, each a fresh migrated database per test file. PostgreSQL comes
 * from TEST_DATABASE_URL; when it cannot be reached, that half is skipped and
 * says so.
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

/** A clock a test moves by hand. */
export function testClock(start = new Date('2026-01-05T12:00:00Z')): Clock & { set(d: Date): void; advance(ms: number): void } {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (d) => (now = new Date(d)),
    advance: (ms) => (now = new Date(now.getTime() + ms)),
  };
}

export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

/**
 * Declares the tests of `body` once per database. `get()` gives the current
 * database inside a test; the database is created before and dropped after.
 */
export function describeOnEachDatabase(title: string, body: (get: () => TestDatabase) => void): void {
  for (const kind of DATABASE_KINDS) {
    const run = kind === 'postgres' && !postgresReachable ? describe.skip : describe;
    run(`${title} [${kind}]`, () => {
      let current: (TestDatabase & { drop(): Promise<void> }) | null = null;
      beforeAll(async () => {
        current = await freshDatabase(kind);
      });
      afterAll(async () => {
        await current?.drop();
      });
      body(() => {
        if (!current) throw new Error('the test database is not ready');
        return current;
      });
    });
  }
}
