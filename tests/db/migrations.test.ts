import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FileMigrationProvider, Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { pathToFileURL } from 'node:url';
import { MIGRATIONS_FOLDER, migrateToLatest } from '../../src/db/migrate.js';
import { describeOnEachDatabase } from '../support/db.js';

describeOnEachDatabase('migrations', (database) => {
  it('GIVEN a migrated database THEN migrating again applies nothing', async () => {
    expect(await migrateToLatest(database().db)).toEqual({ applied: [] });
  });

  it('GIVEN every migration undone THEN the tables are gone, and migrating again brings them back', async () => {
    const { db } = database();
    const migrator = new Migrator({
      db,
      provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_FOLDER, import: (f: string) => import(pathToFileURL(f).href) }),
    });
    const tables = async () =>
      (
        await sql<{
          n: string;
        }>`select count(*) as n from information_schema.tables where table_schema = 'public' and table_name = 'leagues'`.execute(db)
      ).rows[0]!.n;
    expect(Number(await tables())).toBe(1);
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(Number(await tables())).toBe(0);
    const everyMigration = (await fs.readdir(MIGRATIONS_FOLDER))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(everyMigration.slice(0, 3)).toEqual(['0001_leagues', '0002_state_version', '0003_outbox_lease']);
    expect((await migrateToLatest(db)).applied).toEqual(everyMigration);
    expect(Number(await tables())).toBe(1);
  });

  it('GIVEN a server built with LZ4 THEN every JSON column compresses with it, and without LZ4 with the default', async () => {
    const { db } = database();
    const lz4 = (
      await sql<{ lz4: boolean }>`select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(db)
    ).rows[0]!.lz4;
    const methods = await sql<{ column: string; method: string }>`
      select c.relname || '.' || a.attname as column, a.attcompression::text as method
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and a.atttypid in ('json'::regtype, 'jsonb'::regtype)`.execute(db);
    expect(methods.rows.map((r) => r.column)).toEqual(expect.arrayContaining(['played_steps.events', 'outbox.payload', 'league_players.data']));
    for (const { column, method } of methods.rows) expect(method, column).toBe(lz4 ? 'l' : '');
  });

  it('GIVEN a league written without a dice version, as every league before migration 0004 was THEN it reads version 1', async () => {
    const { db } = database();
    await sql`insert into guilds (id) values ('g-dice') on conflict do nothing`.execute(db);
    await sql`insert into leagues (id, guild_id, channel_id, name, settings, creation_options, seed, season, week, phase, next_id, schedule, reminder_offsets, created_by)
      values ('l-dice', 'g-dice', 'ch-dice', 'Old', '{}', '{}', 1, 1, 0, 'preseason', 1, '{}', '[]', 'u')`.execute(db);
    const row = await db.selectFrom('leagues').select('dice_version').where('id', '=', 'l-dice').executeTakeFirstOrThrow();
    expect(row.dice_version).toBe(1);
  });
});
