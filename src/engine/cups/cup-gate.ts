import { ATTENDANCE_CHART, AWAY_FANS, TICKET_PRICE } from '../income/attendance-chart.js';
import { capacityInUse } from '../stadium/capacity.js';
import type { LeagueState } from '../model/types.js';
import { FOREIGN_GROUND_GATE } from './cup-money.js';

/**
 * House rule (docs/rules.md, "Cups"): a cup tie's gate, before the 50/50 split. The home club's hardcore fans and
 * the visitors' away fans (a foreign club brings the Premier's), up to the home ground's capacity in use; a
 * non-player club's ground holds them all. A tie abroad takes a foreign ground's gate.
 */
export function cupTieGate(state: LeagueState, homeId: string, awayId: string): number {
  const home = state.clubs[homeId];
  if (!home) return FOREIGN_GROUND_GATE;
  const awayDivision = state.clubs[awayId]?.division ?? 0;
  const demand = ATTENDANCE_CHART.hardcore[home.division] + AWAY_FANS[awayDivision];
  const crowd = home.stadium ? Math.min(demand, capacityInUse(home.stadium)) : demand;
  return crowd * TICKET_PRICE;
}
