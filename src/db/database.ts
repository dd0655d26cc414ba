import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { openPGlite } from './pglite.js';
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

/** PostgreSQL when a URL is given, else embedded PGlite in DATA_DIR (./data by default): see docs/operations.md. */
export function createDatabase(config: DatabaseConfig = {}): Kysely<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const dataDir = config.dataDir ?? './data';
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  return new Kysely<Database>({ dialect: new SerialPGliteDialect({ pglite: () => openPGlite(dataDir) }) });
}
