import type { ClubOrders } from '../orders.js';
import { hasStaff } from '../staff/has-staff.js';
import type { LeagueState } from '../types.js';
import { violation, type Violation } from '../violations.js';
import { SCOUT_LIMITS } from './chief-scout.js';

export function validateScoutOrder(state: LeagueState, clubId: string, orders: ClubOrders): Violation[] {
  const request = orders.scout;
  const club = state.clubs[clubId];
  if (!request || !club) return [];
  const hiring = orders.hire?.includes('chiefScout') ?? false;
  if (!hasStaff(club, 'chiefScout') && !hiring) {
    return [violation('scout-not-employed', 'Only a club with a Chief Scout can shape its new listing; hire one first.')];
  }
  if (request.facet !== 'prefer' && Math.abs(request.shift) > SCOUT_LIMITS[request.facet]) {
    return [
      violation('scout-not-employed', `The Chief Scout moves the ${request.facet} by at most ${SCOUT_LIMITS[request.facet]} place${SCOUT_LIMITS[request.facet] > 1 ? 's' : ''}.`),
    ];
  }
  return [];
}
