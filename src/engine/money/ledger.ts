import type { EngineEvent } from '../events.js';
import type { LeagueState, LedgerReason } from '../types.js';

/**
 * Every change of a club's money goes through here and is told as a 'money'
 * event carrying the new balance, so a balance is always the sum of its ledger.
 * Amounts are whole pounds: positive in, negative out.
 */
export function changeMoney(
  state: LeagueState,
  events: EngineEvent[],
  clubId: string,
  amount: number,
  reason: LedgerReason,
  detail: string,
): void {
  if (!Number.isInteger(amount)) throw new Error(`money is whole pounds, not ${amount}`);
  if (amount === 0) return;
  const club = state.clubs[clubId];
  if (!club) throw new Error(`no club ${clubId}`);
  club.balance += amount;
  events.push({ type: 'money', clubId, amount, reason, detail, balance: club.balance });
}
