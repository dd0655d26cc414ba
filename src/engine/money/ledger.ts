import type { EngineEvent } from '../model/events.js';
import type { LeagueState, LedgerReason } from '../model/types.js';

/**
 * Every change of a club's money goes through here and is told as a 'money'
 * event carrying the new balance, so a balance is always the sum of its ledger.
 * Amounts are whole pounds: positive in, negative out.
 */
export function changeMoney(state: LeagueState, events: EngineEvent[], clubId: string, amount: number, reason: LedgerReason, detail: string): void {
  const balance = addToBalance(state, clubId, amount);
  if (balance !== null) events.push({ type: 'money', clubId, amount, reason, detail, balance });
}

/** Adds whole pounds to a club's balance and returns the new balance, or null when there was nothing to add. */
export function addToBalance(state: LeagueState, clubId: string, amount: number): number | null {
  if (!Number.isInteger(amount)) throw new Error(`money is whole pounds, not ${amount}`);
  if (amount === 0) return null;
  const club = state.clubs[clubId];
  if (!club) throw new Error(`no club ${clubId}`);
  club.balance += amount;
  return club.balance;
}
