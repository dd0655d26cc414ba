import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import { openPGlite } from './pglite.js';
import { PreparingClient } from './preparing-client.js';
import { SerialPGliteDialect } from './serial-pglite-dialect.js';
import type { Database } from './tables.js';

export interface DatabaseConfig {
  /** A PostgreSQL connection string; when set, PostgreSQL is used through pg. */
  databaseUrl?: string | undefined;
  /** Where embedded PGlite keeps its files when no databaseUrl is set; 'memory://' keeps nothing. */
  dataDir?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number | undefined;
  /** Where a lost connection is reported; a warn-level logger of its own when not given. */
  logger?: Logger | undefined;
}

export type DatabaseKind = 'postgres' | 'pglite';

/** How long a new PostgreSQL connection may take before the query waiting for it fails, rather than hang. */
const CONNECT_TIMEOUT_MS = 5_000;

const lostConnectionLogger = (() => {
  let fallback: Logger | null = null;
  return () => (fallback ??= pino({ base: { app: 'dugout' }, level: 'warn' }));
})();

/**
 * Listens for the 'error' a pg client or pool emits when its server connection dies outside a query (a server
 * restart, a failover, pg_terminate_backend). Unheard, Node throws that event and the process ends. The pool
 * drops the dead client by itself and connects afresh for the next query; here the loss is logged once per
 * client, at warn, with its cause.
 */
export function reportLostConnections(emitter: pg.Pool | pg.Client, logger: Logger = lostConnectionLogger()): void {
  const reported = new WeakSet<object>();
  const report = (error: Error, client: object) => {
    if (reported.has(client)) return;
    reported.add(client);
    const code = (error as { code?: unknown }).code;
    logger.warn({ err: error, code }, 'database connection lost; it is dropped and the next query connects again');
  };
  if (emitter instanceof pg.Pool) {
    // An idle client's error reaches the pool; a client lent out (between the queries of a transaction) only itself.
    emitter.on('error', (error, client) => report(error, client));
    emitter.on('connect', (client) => client.on('error', (error) => report(error, client)));
  } else {
    emitter.on('error', (error) => report(error, emitter));
  }
}

/** PostgreSQL when a URL is given, else embedded PGlite in DATA_DIR (./data by default): see docs/operations.md. */
export function createDatabase(config: DatabaseConfig = {}): Kysely<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      Client: PreparingClient,
    });
    reportLostConnections(pool, config.logger);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const dataDir = config.dataDir ?? './data';
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  return new Kysely<Database>({ dialect: new SerialPGliteDialect({ pglite: () => openPGlite(dataDir) }) });
}
