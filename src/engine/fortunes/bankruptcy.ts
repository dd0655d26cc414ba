import { playersFor } from '../transfers/loan-policy.js';
import { returnLoan } from '../deals/loans.js';
import type { LeagueState, Player } from '../model/types.js';
import { bankBuyingPrice, MIN_SQUAD, sellToBank } from './bank.js';
import type { FortuneEvent } from '../model/fortune-events.js';
import type { FortunesState } from '../model/fortunes-state.js';
import { leaveClub } from './squad.js';

export interface WeekRef {
  season: number;
  week: number;
}

const reached = (now: WeekRef, deadline: WeekRef) => now.season > deadline.season || (now.season === deadline.season && now.week >= deadline.week);

/**
 * Rulebook (003), "Bankruptcy"; the deadline is a house rule: a club below zero
 * when a week is played must clear its debt by the next deadline (`deadline`,
 * the caller's next week). A club back above zero is cleared at once.
 */
export function noteDebts(state: LeagueState, fortunes: FortunesState, deadline: WeekRef, events: FortuneEvent[]): void {
  for (const club of Object.values(state.clubs)) {
    if (!club.playerControlled || fortunes.resigned.includes(club.id)) continue;
    const owing = fortunes.debts[club.id];
    if (club.balance < 0 && !owing) {
      fortunes.debts[club.id] = { ...deadline };
      events.push({ type: 'debt-noted', clubId: club.id, balance: club.balance, deadline: { ...deadline } });
    } else if (club.balance >= 0 && owing) {
      delete fortunes.debts[club.id];
      events.push({ type: 'debt-cleared', clubId: club.id });
    }
  }
}

/**
 * At a deadline, a club still in debt sells players to the bank at 75%, in
 * the order its manager set (the rest cheapest first), until the debt is
 * cleared, keeping a side that can play (eleven players and a goalkeeper, the
 * seed's "you must ensure you can carry on playing"). House rule: if those
 * sales could not clear it, nothing is sold: the manager resigns (the seed's
 * "unable to pay a debt, even by selling players") and his squad goes to the
 * bottom of the auction pool. Only the club's own players at home are sold
 * or kept as its eleven (loan-policy.ts).
 */
export function enforceDebts(
  state: LeagueState,
  fortunes: FortunesState,
  now: WeekRef,
  saleOrders: Readonly<Record<string, readonly string[]>>,
  events: FortuneEvent[],
): void {
  // In club-id order: the stored state's key order is the database's, and a replay must sell in the same order.
  for (const [clubId, deadline] of Object.entries(fortunes.debts).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!reached(now, deadline)) continue;
    delete fortunes.debts[clubId];
    const club = state.clubs[clubId]!;
    if (club.balance >= 0) {
      events.push({ type: 'debt-cleared', clubId });
      continue;
    }
    const squad = playersFor(state, clubId, 'sell');
    const order = bankruptcySaleOrder(squad, saleOrders[clubId] ?? []);
    const sales = salesUntilCleared(order, playersFor(state, clubId, 'keep-a-side'), -club.balance);
    if (!sales) {
      resign(state, fortunes, clubId, order, events);
      continue;
    }
    for (const player of sales) sellToBank(state, fortunes, player, 'bankruptcy', events);
    events.push({ type: 'debt-cleared', clubId });
  }
}

/**
 * The players sold, in order, to raise `debt`: each next one whose going
 * still leaves eleven players and a goalkeeper. Null when they cannot raise it.
 */
export function salesUntilCleared(order: readonly Player[], squad: readonly Player[], debt: number): Player[] | null {
  const kept = new Set(squad);
  const sales: Player[] = [];
  let raised = 0;
  for (const player of order) {
    if (raised >= debt) break;
    kept.delete(player);
    if (kept.size < MIN_SQUAD || ![...kept].some((p) => p.positions.includes('GK'))) {
      kept.add(player);
      continue;
    }
    sales.push(player);
    raised += bankBuyingPrice(player);
  }
  return raised >= debt ? sales : null;
}

/** The manager's order first (his own players, once each), then the rest cheapest first. */
export function bankruptcySaleOrder(squad: readonly Player[], managerOrder: readonly string[]): Player[] {
  const ordered = [...new Set(managerOrder)].flatMap((id) => squad.filter((p) => p.id === id));
  const rest = squad
    .filter((p) => !ordered.includes(p))
    .sort((a, b) => bankBuyingPrice(a) - bankBuyingPrice(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return [...ordered, ...rest];
}

/**
 * The resigning manager's loans end both ways (loan-policy.ts): players on
 * loan to him go home to their owners, and his own come back from their
 * borrowers to go to the pool with the rest, after those at home.
 */
function resign(state: LeagueState, fortunes: FortunesState, clubId: string, atHome: Player[], events: FortuneEvent[]): void {
  for (const player of Object.values(state.players)) if (player.loan && player.clubId === clubId) returnLoan(state, player, events);
  const squad = [...atHome, ...playersFor(state, clubId, 'resign').filter((p) => !atHome.includes(p))];
  for (const player of squad) {
    returnLoan(state, player, events);
    leaveClub(state, player);
    fortunes.auctionPool.push(player.id);
  }
  fortunes.resigned.push(clubId);
  events.push({ type: 'manager-resigned', clubId, debt: -state.clubs[clubId]!.balance, toAuctionPool: squad.map((p) => p.id) });
}
