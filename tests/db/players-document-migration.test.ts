import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import { MIGRATIONS_FOLDER, migrateToLatest } from '../../src/db/migrate.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, startedLeague, stateOf, weekOf } from '../league/helpers.js';

describeOnEachDatabase("migration 0037: a league's players as one document", (database) => {
  it('GIVEN a played league THEN undoing the migration gives each player his row again, in order, and redoing it gives the same state back', async () => {
    const deps = depsOf(database());
    const { db } = deps;
    const { league } = await startedLeague(deps, ['u1', 'u2']);
    expect((await advanceLeague(deps, league.id, weekOf(league))).played).toBe(true);
    const before = await stateOf(deps, league.id);
    const migrator = new Migrator({
      db,
      provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_FOLDER, import: (f: string) => import(pathToFileURL(f).href) }),
    });

    expect((await migrator.migrateTo('0036_lz4_compression')).error).toBeUndefined();
    const rows = await sql<{ id: string; ord: number; club_id: string | null; name: string; data: unknown }>`
      select id, ord, club_id, name, data from players where league_id = ${league.id} order by ord`.execute(db);
    expect(rows.rows.map((row) => row.id)).toEqual(Object.keys(before.players));
    expect(rows.rows.map((row) => row.ord)).toEqual(Object.keys(before.players).map((_, n) => n));
    for (const row of rows.rows) {
      const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
      expect(data).toEqual(before.players[row.id]);
      expect({ club: row.club_id, name: row.name }).toEqual({ club: before.players[row.id]!.clubId, name: before.players[row.id]!.name });
    }

    await migrateToLatest(db);
    const after = await stateOf(deps, league.id);
    expect(Object.keys(after.players)).toEqual(Object.keys(before.players));
    expect(after).toEqual(before);
  });
});
