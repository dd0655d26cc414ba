import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/tables.js';

/**
 * Holds one league's row locked for update from the test's own connection (PostgreSQL), as a command giving orders
 * at that moment would: a bot that plays the league's week takes its advisory lock and then waits, in the middle of
 * the advance, until the row is let go. Resolves once the row is held.
 */
export async function holdLeagueRow(db: Kysely<Database>, leagueId: string): Promise<() => Promise<void>> {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction().execute(async (trx) => {
    await trx.selectFrom('leagues').select('id').where('id', '=', leagueId).forUpdate().executeTakeFirstOrThrow();
    held();
    await released;
  });
  await Promise.race([holding, done]);
  return async () => {
    letGo();
    await done;
  };
}
