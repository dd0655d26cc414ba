import { sql, type Kysely } from 'kysely';
import type { Database } from './tables.js';

/** How long the health probe waits for `select 1`; a database slower than this counts as not answering. */
export const DATABASE_PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether the database answers a cheap `select 1` within the timeout. Never throws: a refused or cut connection,
 * or no answer in time, is false. A query left waiting past the timeout ends on its own (the pool's connect timeout).
 */
export async function databaseAnswers(db: Kysely<Database>, timeoutMs = DATABASE_PROBE_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
