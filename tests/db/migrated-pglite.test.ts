import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, migrateToLatest } from '../../src/db/migrate.js';
import { migratedImageKey, openMigratedPGlite } from '../support/migrated-pglite.js';

describe('a fresh PGlite test database opened from the migrated image', () => {
  const opened: Awaited<ReturnType<typeof openMigratedPGlite>>[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.destroy()));
  });

  it('GIVEN a database opened from the image THEN every migration is applied and none is left to run', async () => {
    const db = await openMigratedPGlite();
    opened.push(db);
    expect((await migrateToLatest(db)).applied).toEqual([]);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    const files = readdirSync(MIGRATIONS_FOLDER)
      .filter((f) => /\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(applied.rows.map((r) => r.name)).toEqual(files);
  });

  it('GIVEN two databases opened from the image THEN a row written in one is not in the other', async () => {
    const [a, b] = [await openMigratedPGlite(), await openMigratedPGlite()];
    opened.push(a, b);
    await sql`create table probe (id int)`.execute(a);
    await sql`insert into probe values (1)`.execute(a);
    expect((await sql<{ n: number }>`select count(*)::int as n from probe`.execute(a)).rows).toEqual([{ n: 1 }]);
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_name = 'probe'`.execute(b);
    expect(tables.rows).toEqual([]);
  });

  it('GIVEN a migration changed or added THEN the image is made anew (its key changes)', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'dugout-migrations-'));
    cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
    const before = migratedImageKey(copy);
    expect(migratedImageKey(copy)).toBe(before);
    writeFileSync(path.join(copy, '9999_probe.ts'), 'export async function up() {}\n');
    expect(migratedImageKey(copy)).not.toBe(before);
  });
});
