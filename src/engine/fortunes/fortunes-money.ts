import { addToBalance } from '../money/ledger.js';
import { STARTING_MONEY, roundPrice } from '../money/money-rules.js';
import type { LeagueState } from '../model/types.js';
import type { FortuneEvent, FortuneLedgerReason } from '../model/fortune-events.js';

/** The seed's starting cash: every sum it prints is read against this. */
export const SEED_STARTING_MONEY = 200_000;

/**
 * House rule: a sum printed in the seed (or written in its pounds) becomes
 * Dugout's by the ratio of starting money, 7.5 to 1, rounded to the price
 * step: the seed's £50,000 Crisis fine, a quarter of a new club's cash, stays
 * a quarter.
 */
export function fortunesMoney(seedPounds: number): number {
  return roundPrice((seedPounds * STARTING_MONEY) / SEED_STARTING_MONEY);
}

/** Rulebook (003), Bank Finance and Crisis: the bank pays three quarters of a player's value. */
export const BANK_BUYS_AT = 0.75;
/** Rulebook (003), Bank Finance: a player held by the bank costs at least one and a half times his value. */
export const BANK_SELLS_AT = 1.5;

/**
 * A change of a club's money by a Football Fortunes rule: the ledger's own
 * 'money' event (money/ledger.ts), so every Fortunes sum is a ledger row.
 */
export function fortuneMoney(
  state: LeagueState,
  events: FortuneEvent[],
  clubId: string,
  amount: number,
  reason: FortuneLedgerReason,
  detail: string,
): void {
  const balance = addToBalance(state, clubId, amount);
  if (balance !== null) events.push({ type: 'money', clubId, amount, reason, detail, balance });
}
