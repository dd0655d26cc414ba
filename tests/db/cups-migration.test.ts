import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import { MIGRATIONS_FOLDER, migrateToLatest } from '../../src/db/migrate.js';
import { describeOnEachDatabase } from '../support/db.js';

describeOnEachDatabase('migration 0008: the cups option', (database) => {
  it('GIVEN a football league stored before the cups option THEN after the migration it plays without cups, and so does its replay', async () => {
    const { db } = database();
    const migrator = new Migrator({
      db,
      provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_FOLDER, import: (f: string) => import(pathToFileURL(f).href) }),
    });
    expect((await migrator.migrateTo('0006_league_game')).error).toBeUndefined();
    const rules = { engine: 'classic', homeAdvantages: false };
    await sql`insert into guilds (id) values ('g-cups') on conflict do nothing`.execute(db);
    await sql`insert into leagues (id, guild_id, channel_id, name, settings, creation_options, seed, season, week, phase, next_id, schedule, reminder_offsets, created_by)
      values ('l-cups', 'g-cups', 'ch-cups', 'Old', ${JSON.stringify({ rules, live: false })}, ${JSON.stringify({ engine: { seed: 1, humanClubs: 8, settings: rules } })},
        1, 1, 3, 'season', 1, '{}', '[]', 'u')`.execute(db);
    await migrateToLatest(db);
    const row = await db.selectFrom('leagues').select(['settings', 'creation_options']).where('id', '=', 'l-cups').executeTakeFirstOrThrow();
    expect(row.settings).toEqual({ rules: { ...rules, cups: 'off' }, live: false });
    expect(row.creation_options).toEqual({ engine: { seed: 1, humanClubs: 8, settings: { ...rules, cups: 'off' } } });
    expect(await db.selectFrom('league_cups').selectAll().execute()).toEqual([]);
  });
});
