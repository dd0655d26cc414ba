import type { EngineEvent } from '../model/events.js';
import type { ClubOrders } from '../model/orders.js';
import { progressBuilds, startBuilds, validateStadiumOrders } from '../stadium/builds.js';
import { IN_SEASON_BUILD_WEEKS } from '../stadium/stadium-chart.js';
import { fireStaff, hireStaff, payStaff, validateStaffOrders } from '../staff/staff-orders.js';
import { countStaffWeek } from '../staff/youth-team-coach.js';
import type { LeagueState } from '../model/types.js';
import type { WeekPhase } from './context.js';

/**
 * Rulebook, "Stadium and Staff": work in progress moves on a week; staff are
 * paid, then fired, then hired (paid at once); new building starts and takes
 * seven weeks; the Youth Team Coach's three-week cycle is counted.
 */
export const stadiumAndStaffPhase: WeekPhase = ({ state, orders, dice, events }) => {
  for (const club of Object.values(state.clubs)) {
    if (!club.playerControlled) continue;
    progressBuilds(events, club);
    payStaff(state, events, club.id);
    const hired = applyStaffOrders(state, events, club.id, orders[club.id] ?? {}, true);
    applyStadiumOrders(state, events, club.id, orders[club.id] ?? {}, IN_SEASON_BUILD_WEEKS);
    countStaffWeek(state, events, club.id, dice, hired);
  }
};

/** Fires then hires, if the orders are still legal; returns the roles hired. */
export function applyStaffOrders(state: LeagueState, events: EngineEvent[], clubId: string, orders: ClubOrders, payNow: boolean): string[] {
  if (!orders.hire?.length && !orders.fire?.length) return [];
  fireStaff(state, events, clubId, orders.fire ?? []);
  const problems = validateStaffOrders(state, clubId, { hire: orders.hire });
  if (problems.length > 0) {
    events.push({ type: 'season-order-rejected', clubId, order: 'staff', violations: problems });
    return [];
  }
  hireStaff(state, events, clubId, orders.hire ?? [], payNow);
  return [...(orders.hire ?? [])];
}

export function applyStadiumOrders(state: LeagueState, events: EngineEvent[], clubId: string, orders: ClubOrders, weeks: number): void {
  if (!orders.builds?.length && !orders.executiveBoxes) return;
  const problems = validateStadiumOrders(state, clubId, orders);
  if (problems.length > 0) {
    events.push({ type: 'season-order-rejected', clubId, order: 'stadium', violations: problems });
    return;
  }
  startBuilds(state, events, state.clubs[clubId]!, orders, weeks);
}
