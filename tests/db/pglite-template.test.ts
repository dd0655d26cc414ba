import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { openPGlite } from '../../src/db/pglite.js';
import { installedPGliteVersion, pgliteTemplateFile, templatePGliteVersion } from '../../src/db/pglite-template.js';

describe('the PGlite template (a new database is opened from an initialised data folder)', () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  it('GIVEN the installed PGlite THEN the shipped template was made by that very version', () => {
    const made = templatePGliteVersion();
    const installed = installedPGliteVersion();
    expect(
      made,
      `assets/pglite-template.tar.gz was made with PGlite ${made}, ${installed} is installed: run \`npm run pglite-template\` and commit assets/`,
    ).toBe(installed);
    expect(pgliteTemplateFile()).toMatch(/pglite-template\.tar\.gz$/);
  });

  it('GIVEN an empty data folder THEN it is filled from the template, migrated, and keeps its rows across a restart', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-template-'));
    const first = createDatabase({ dataDir });
    await migrateToLatest(first);
    await sql`create table kept (note text)`.execute(first);
    await sql`insert into kept values ('still here')`.execute(first);
    await first.destroy();
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'PG_VERSION.part'))).toBe(false);

    const second = createDatabase({ dataDir });
    expect(await migrateToLatest(second)).toEqual({ applied: [] });
    const { rows } = await sql<{ note: string }>`select note from kept`.execute(second);
    expect(rows).toEqual([{ note: 'still here' }]);
    await second.destroy();
  });

  it('GIVEN two new databases THEN both come from the template, not initdb (which gives each its own system identifier)', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-template-'));
    const identifier = async (where: string) => {
      const pglite = await openPGlite(where);
      try {
        return (await pglite.query<{ id: string }>('select system_identifier::text as id from pg_control_system()')).rows[0]!.id;
      } finally {
        await pglite.close();
      }
    };
    expect(await identifier(dataDir)).toBe(await identifier('memory://'));
  });

  it('GIVEN a database opened from the template THEN durability is as Postgres ships it', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-template-'));
    const pglite = await openPGlite(dataDir);
    const setting = async (name: string) =>
      (await pglite.query<{ setting: string }>('select setting from pg_settings where name = $1', [name])).rows[0]?.setting;
    try {
      expect(await setting('fsync')).toBe('on');
      expect(await setting('synchronous_commit')).toBe('on');
      expect(await setting('full_page_writes')).toBe('on');
    } finally {
      await pglite.close();
    }
  });
});
