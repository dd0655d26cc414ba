import type { Kysely } from 'kysely';
import { tryLeagueLock } from '../../../src/db/repositories/league.repository.js';
import type { Database } from '../../../src/db/tables.js';

/**
 * Holds one league's advisory lock from the test's own connection (PostgreSQL), as another bot process playing it
 * would: a bot then passes that league over until the lock is let go. Resolves once the lock is held.
 */
export async function holdLeagueLock(db: Kysely<Database>, leagueId: string): Promise<() => Promise<void>> {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let held!: (locked: boolean) => void;
  const holding = new Promise<boolean>((resolve) => (held = resolve));
  const done = db.transaction().execute(async (trx) => {
    held(await tryLeagueLock(trx, leagueId));
    await released;
  });
  if (!(await holding)) throw new Error(`league ${leagueId} is locked already`);
  return async () => {
    letGo();
    await done;
  };
}
