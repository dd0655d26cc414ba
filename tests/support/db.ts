import { afterAll, beforeAll, describe } from 'vitest';
import type { DatabaseKind } from '../../src/db/database.js';
import type { Clock } from '../../src/context.js';
import { freshDatabase, postgresReachable, type TestDatabase } from './fresh-database.js';

export { freshDatabase, postgresReachable, TEST_DATABASE_URL, type TestDatabase } from './fresh-database.js';

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
 * Every database test runs on both databases: embedded PGlite (in memory) and
 * PostgreSQL, each a fresh migrated database per test file. PostgreSQL comes
 * from TEST_DATABASE_URL; when it cannot be reached, that half is skipped and
 * says so.
 *
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
