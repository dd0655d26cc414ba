import type { EngineEvent } from '../model/events.js';
import type { ClubOrders } from '../model/orders.js';
import { validateTactics } from '../selection/validate-selection.js';
import { validateTraining } from '../training/validate-training.js';
import { applySales, validateSales } from '../transfers/sales.js';
import type { LeagueState } from '../model/types.js';
import type { Violation } from '../model/violations.js';

/**
 * House rule (docs/rules.md, "Orders given in pre-season"): the pre-season
 * plays no match, trains nobody and rolls no transfer list, yet a manager picks
 * his XI, plans training and lists players then. Those orders stand for week 1:
 * the XI (a place whose player has left since is filled alone in week 1) and its tactics become the standing lineup, each plan the player's
 * standing plan, and a listed player goes on the list, to be rolled in week 1's
 * transfers. An order the pre-season has made illegal (say, ability training
 * for a player who has just reached his potential) is refused, and the refusal
 * is an event the manager is told of.
 */
export function applyStandingOrders(state: LeagueState, events: EngineEvent[], clubId: string, orders: ClubOrders): void {
  const club = state.clubs[clubId];
  if (!club) return;
  if (orders.selection) {
    const tactics = orders.selection.tactics ?? club.tactics;
    // As in the season (lineupToPlay), his pick stands when a player in it has left or been hurt since he gave it:
    // week 1's selection fills those places alone (keepFormation). Only tactics its formation does not allow refuse it.
    const violations = validateTactics(orders.selection.lineup, tactics);
    if (violations.length) events.push({ type: 'order-rejected', clubId, order: 'selection', violations });
    else {
      club.lineup = orders.selection.lineup;
      club.tactics = tactics;
    }
  }
  const rejectedPlans: Violation[] = [];
  for (const [playerId, code] of Object.entries(orders.training ?? {})) {
    const violations = validateTraining(state, clubId, playerId, code);
    if (violations.length) rejectedPlans.push(...violations);
    else state.players[playerId]!.training = code;
  }
  if (rejectedPlans.length) events.push({ type: 'order-rejected', clubId, order: 'training', violations: rejectedPlans });
  for (const sale of orders.sales ?? []) {
    const violations = validateSales(state, clubId, { sales: [sale] });
    if (violations.length) events.push({ type: 'season-order-rejected', clubId, order: 'sales', violations });
    else applySales(state, events, clubId, [sale]);
  }
}
