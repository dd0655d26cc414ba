import { sql } from 'kysely';
import type { LedgerReason } from '../../engine/model/types.js';
import { ledgerReasonColumn } from '../league-columns.js';
import type { LedgerRow } from '../tables.js';
import type { Db } from '../db.js';

export interface LedgerInsert {
  clubId: string;
  season: number;
  week: number;
  amount: number;
  reason: LedgerReason;
  detail: string;
  balance: number;
}

export async function insertLedger(db: Db, leagueId: string, rows: LedgerInsert[], at: Date): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('ledger')
      .values(
        rows.slice(i, i + 1000).map((r) => ({
          league_id: leagueId,
          club_id: r.clubId,
          season: r.season,
          week: r.week,
          amount: r.amount,
          reason: r.reason,
          detail: r.detail,
          balance: r.balance,
          created_at: at,
        })),
      )
      .execute();
  }
}

/** The newest rows first. */
export async function recentLedger(db: Db, leagueId: string, clubId: string, limit: number): Promise<LedgerRow[]> {
  const rows = await db
    .selectFrom('ledger')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('club_id', '=', clubId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, reason: ledgerReasonColumn.parse(row.reason) }));
}

export async function ledgerSums(db: Db, leagueId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger')
    .select(['club_id', sql<string>`sum(amount)`.as('total')])
    .where('league_id', '=', leagueId)
    .groupBy('club_id')
    .execute();
  return new Map(rows.map((r) => [r.club_id, Number(r.total)]));
}
