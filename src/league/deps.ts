import type { Kysely } from 'kysely';
import type { Clock } from '../context.js';
import type { Database } from '../db/tables.js';

/** What a use case needs from the context: the database and the clock. An AppContext satisfies it. */
export interface LeagueDeps {
  db: Kysely<Database>;
  clock: Clock;
}
