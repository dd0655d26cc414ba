import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { SerialPGliteDialect } from './serial-pglite-dialect.js';
import type { Database } from './tables.js';

export interface DatabaseConfig {
  /** A PostgreSQL connection string; when set, PostgreSQL is used through pg. */
  databaseUrl?: string | undefined;
  /** Where embedded PGlite keeps its files when no databaseUrl is set; 'memory://' keeps nothing. */
  dataDir?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number | undefined;
}

export type DatabaseKind = 'postgres' | 'pglite';

/**
 * The embedded Postgres's settings: PGlite's own defaults (single-user mode, no
 * parallel workers) sized for a bot, whose database is a few MB a league and
 * sees a few small transactions a minute. Figures and reasons: docs/operations.md
 * ("Memory"). PGlite's default `-F` (fsync off) is left out: durability is not traded.
 */
export const PGLITE_START_PARAMS = [
  '--single', '-O', '-j',
  '-c', 'search_path=public',
  '-c', 'exit_on_error=false',
  '-c', 'log_checkpoints=false',
  '-c', 'max_worker_processes=0',
  '-c', 'max_parallel_workers=0',
  '-c', 'max_parallel_workers_per_gather=0',
  '-c', 'max_parallel_maintenance_workers=0',
  '-c', 'io_method=sync',
  // 160 MB by default, held inside the WebAssembly heap; the OS page cache keeps the files besides.
  '-c', 'shared_buffers=16MB',
  '-c', 'temp_buffers=1MB',
  '-c', 'maintenance_work_mem=16MB',
  // Checkpoints every 64 MB of WAL (1 GB by default): bounds the WAL on disk and the replay after a crash.
  '-c', 'max_wal_size=64MB',
  '-c', 'min_wal_size=32MB',
];

/** PostgreSQL when a URL is given, else embedded PGlite in DATA_DIR (./data by default): see docs/operations.md. */
export function createDatabase(config: DatabaseConfig = {}): Kysely<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const dataDir = config.dataDir ?? './data';
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  return new Kysely<Database>({ dialect: new SerialPGliteDialect({ pglite: () => PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS }) }) });
}
