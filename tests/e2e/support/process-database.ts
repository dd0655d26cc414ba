import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { createDatabase, type DatabaseKind } from '../../../src/db/database.js';
import type { Database } from '../../../src/db/tables.js';
import { DATABASE_KINDS, postgresReachable, TEST_DATABASE_URL } from '../../support/db.js';
import { onAdmin, withDatabase } from '../../support/fresh-database.js';

/**
 * A database for bot processes: a PGlite data folder (DATA_DIR) or a fresh
 * PostgreSQL database (DATABASE_URL). The bot migrates it when it starts; a
 * test opens it to look inside (PGlite only while no bot holds the folder).
 */
export interface ProcessDatabase {
  kind: DatabaseKind;
  /** What the bot process is started with. */
  env: Record<string, string>;
  open(): Kysely<Database>;
  drop(): Promise<void>;
}

export async function processDatabase(kind: DatabaseKind): Promise<ProcessDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-e2e-'));
    return {
      kind,
      env: { DATA_DIR: dataDir },
      open: () => createDatabase({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `dugout_e2e_${randomBytes(6).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${name}`);
  const databaseUrl = withDatabase(TEST_DATABASE_URL, name);
  return {
    kind,
    env: { DATABASE_URL: databaseUrl },
    open: () => createDatabase({ databaseUrl, poolSize: 2 }),
    drop: async () => {
      await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Declares the tests of `body` once per database kind, each with its own
 * fresh database for bot processes, dropped after. The PostgreSQL half is
 * skipped, with the plain message fresh-database.ts prints, when the server
 * cannot be reached.
 */
export function describeOnEachProcessDatabase(
  title: string,
  body: (get: () => ProcessDatabase) => void,
  kinds: readonly DatabaseKind[] = DATABASE_KINDS,
): void {
  for (const kind of kinds) {
    const run = kind === 'postgres' && !postgresReachable ? describe.skip : describe;
    run(`${title} [${kind}]`, () => {
      let current: ProcessDatabase | null = null;
      beforeAll(async () => {
        current = await processDatabase(kind);
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
