import type { ClubOrders } from '../../engine/model/orders.js';
import { plannedWork } from '../../engine/stadium/builds.js';
import { EXECUTIVE_BOXES_COST } from '../../engine/stadium/stadium-chart.js';
import { WEEKLY_WAGE } from '../../engine/staff/staff-chart.js';
import type { LeagueState } from '../../engine/model/types.js';

/** What the week's orders would spend at most (every bid winning at its amount), and the balance left. */
export interface WeekSpendingView {
  balance: number;
  building: number;
  bids: number;
  wages: number;
  balanceAfter: number;
  /** Each bid, with the player's name; null for a player the league no longer has. */
  bidLines: { playerName: string | null; amount: number; askingPrice: number | null }[];
}

/**
 * Rulebook, "Stadium and Staff" and "Signings": building is paid when it
 * starts, staff are paid every week (a new hire's first week at once), and a
 * winning bid is paid at once. Income, sales and the sponsor are left out: the
 * worst case is what a manager needs to see before the week.
 */
export function weekSpending(state: LeagueState, clubId: string, orders: ClubOrders): WeekSpendingView | null {
  const club = state.clubs[clubId];
  if (!club?.stadium) return null;
  const plan = structuredClone(club.stadium);
  let building = 0;
  for (const order of orders.builds ?? []) {
    const work = plannedWork(plan, order);
    building += work.cost;
    plan.stands[order.stand] = { tiers: work.tiers, bank: false, work: null };
  }
  if (orders.executiveBoxes && !club.stadium.executiveBoxes) building += EXECUTIVE_BOXES_COST;
  const staffPaid = [...club.staff.map((s) => s.role), ...(orders.hire ?? [])];
  const wages = staffPaid.reduce((sum, role) => sum + WEEKLY_WAGE[role], 0);
  const bidLines = (orders.bids ?? []).map((bid) => ({
    playerName: state.players[bid.playerId]?.name ?? null,
    amount: bid.amount,
    askingPrice: state.market.find((l) => l.playerId === bid.playerId)?.askingPrice ?? null,
  }));
  const bids = bidLines.reduce((sum, b) => sum + b.amount, 0);
  return { balance: club.balance, building, bids, wages, balanceAfter: club.balance - building - bids - wages, bidLines };
}
