import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../../src/db/tables.js';

/** Every row of every table, as JSON text, in a stable order: what "the database is unchanged" compares. */
export type DatabaseSnapshot = Record<string, string[]>;

/**
 * Reads every base table of the public schema (the migrations' bookkeeping
 * included), each row as its JSON text, sorted so that two snapshots of the
 * same data are equal whatever order the rows come back in.
 */
export async function snapshotDatabase(db: Kysely<Database>): Promise<DatabaseSnapshot> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const snapshot: DatabaseSnapshot = {};
  for (const { table_name: table } of tables.rows) {
    const rows = await sql<{ row: string }>`select row_to_json(t)::text as row from ${sql.table(table)} as t`.execute(db);
    snapshot[table] = rows.rows.map((r) => r.row).sort();
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots, with the rows added and removed; empty when unchanged. */
export function snapshotChanges(before: DatabaseSnapshot, after: DatabaseSnapshot): Record<string, { added: string[]; removed: string[] }> {
  const changes: Record<string, { added: string[]; removed: string[] }> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[table] ?? [];
    const now = after[table] ?? [];
    const added = now.filter((row) => !was.includes(row));
    const removed = was.filter((row) => !now.includes(row));
    if (added.length || removed.length) changes[table] = { added, removed };
  }
  return changes;
}

/** Runs a wrong move and checks that it is refused privately, names the problem, and changes nothing in the database. */
export async function expectRefused(
  db: Kysely<Database>,
  attempt: () => Promise<{ ephemeral: boolean; content: string; type: number; embeds: unknown[] }>,
  names: RegExp,
): Promise<void> {
  const before = await snapshotDatabase(db);
  const answer = await attempt();
  expect(answer.ephemeral).toBe(true);
  expect(answer.content, JSON.stringify({ type: answer.type, embeds: answer.embeds })).toMatch(names);
  expect(snapshotChanges(before, await snapshotDatabase(db))).toEqual({});
}
