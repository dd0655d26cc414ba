import type { LedgerInsert } from '../../db/repositories/ledger.repository.js';
import type { EngineEvent } from '../../engine/model/events.js';

/** Each 'money' event of a step becomes a ledger row, with the balance it left. */
export function ledgerRows(events: EngineEvent[], season: number, week: number): LedgerInsert[] {
  return events.flatMap((e) =>
    e.type === 'money' ? [{ clubId: e.clubId, season, week, amount: e.amount, reason: e.reason, detail: e.detail, balance: e.balance }] : [],
  );
}
