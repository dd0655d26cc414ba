import type { Kysely, Transaction } from 'kysely';
import type { CupsState, CupTrophy } from '../../engine/model/cups-state.js';
import { json } from '../json.js';
import type { Database } from '../tables.js';

type Trx = Transaction<Database>;
type Db = Kysely<Database> | Trx;

/** The league's cups this season, for reading (/cup). */
export async function loadCupsRow(db: Db, leagueId: string): Promise<CupsState | undefined> {
  const row = await db.selectFrom('league_cups').select('data').where('league_id', '=', leagueId).executeTakeFirst();
  return row ? (row.data as CupsState) : undefined;
}

/** Every finished season's trophies, oldest first (the history's cups). */
export async function trophiesOf(db: Db, leagueId: string): Promise<{ season: number; cups?: CupTrophy[] }[]> {
  const rows = await db.selectFrom('league_history').select(['season', 'data']).where('league_id', '=', leagueId).orderBy('season').execute();
  return rows.map((row) => ({ season: row.season, cups: (row.data as { cups?: CupTrophy[] }).cups ?? [] }));
}

/** Writes the league's cups when they changed since `previousText` was read. */
export async function saveCups(trx: Trx, leagueId: string, previousText: string, cups: CupsState | undefined): Promise<void> {
  const text = JSON.stringify(cups ?? null);
  if (text === previousText) return;
  if (!cups) {
    await trx.deleteFrom('league_cups').where('league_id', '=', leagueId).execute();
    return;
  }
  await trx
    .insertInto('league_cups')
    .values({ league_id: leagueId, data: json(cups) })
    .onConflict((oc) => oc.column('league_id').doUpdateSet({ data: json(cups) }))
    .execute();
}
