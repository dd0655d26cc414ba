import type { Kysely, Transaction } from 'kysely';
import type { Database } from './tables.js';

/** What a query runs on: the pool, or a transaction already open on it. */
export type Db = Kysely<Database> | Transaction<Database>;
