import type { ClubOrders } from './model/orders.js';
import type { LeagueState } from './model/types.js';
import type { Violation } from './model/violations.js';
import { validateTraining } from './training/validate-training.js';
import { validateSelection } from './selection/validate-selection.js';
import { validateBids } from './transfers/bids.js';
import { validateSales } from './transfers/sales.js';
import { validateScoutOrder } from './transfers/scout-order.js';
import { validateStadiumOrders } from './stadium/builds.js';
import { validateStaffOrders } from './staff/staff-orders.js';
import { validateSponsorOrder } from './preseason/sponsors.js';
import { validateKeepListed } from './preseason/transfer-requests.js';
import { validateFortuneOrders } from './fortunes/fortune-orders.js';

/**
 * Checks one club's orders against the rules. The same check runs when an
 * order is given and when the week is played, so an accepted order stays legal.
 * Each kind of order has its own validator, beside the phase that carries it out.
 */
export function validateOrders(state: LeagueState, clubId: string, orders: ClubOrders): Violation[] {
  const violations: Violation[] = [];
  for (const [playerId, code] of Object.entries(orders.training ?? {})) {
    violations.push(...validateTraining(state, clubId, playerId, code));
  }
  if (orders.selection) {
    const tactics = orders.selection.tactics ?? state.clubs[clubId]?.tactics ?? {};
    violations.push(...validateSelection(state, clubId, orders.selection.lineup, tactics));
  }
  violations.push(
    ...validateBids(state, clubId, orders),
    ...validateSales(state, clubId, orders),
    ...validateStadiumOrders(state, clubId, orders),
    ...validateStaffOrders(state, clubId, orders),
    ...validateSponsorOrder(state, clubId, orders),
    ...validateKeepListed(state, clubId, orders),
    ...validateScoutOrder(state, clubId, orders),
    ...validateFortuneOrders(state, clubId, orders.fortune),
  );
  return violations;
}
