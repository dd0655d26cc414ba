import type { ClubOrders, ScoutRequest } from '../model/orders.js';
import { hasStaff } from '../staff/has-staff.js';
import { WEEKS_PER_SEASON, type LeagueState } from '../model/types.js';
import { violation, type Violation } from '../model/violations.js';
import { SCOUT_SHIFTS } from './chief-scout.js';
import { POSITION_BY_ROLL } from '../tables/transfer-chart.js';

/**
 * Rulebook, "Chief Scout" and "Transfers": the Chief Scout shapes the club's
 * own new listing, listed in the season's match weeks (the pre-season's
 * opening list is rolled before any order, and is nobody's), so a request can
 * stand only in those weeks, and only with a Chief Scout
 * employed or hired this week (he is hired before the transfers are rolled).
 */
export function scoutAvailability(state: LeagueState, clubId: string, orders: ClubOrders): Violation[] {
  const club = state.clubs[clubId];
  if (!club) return [];
  if (state.phase !== 'season' || state.week > WEEKS_PER_SEASON) {
    return [violation('scout-not-listing-week', 'scout-not-listing-week')];
  }
  const hiring = orders.hire?.includes('chiefScout') ?? false;
  if (!hasStaff(club, 'chiefScout') && !hiring) {
    return [violation('scout-not-employed', 'scout-not-employed')];
  }
  return [];
}

export function validateScoutOrder(state: LeagueState, clubId: string, orders: ClubOrders): Violation[] {
  const request = orders.scout;
  if (!request) return [];
  const unavailable = scoutAvailability(state, clubId, orders);
  if (unavailable.length > 0) return unavailable;
  return isAllowedRequest(request) ? [] : [violation('scout-shift-not-allowed', 'scout-shift-not-allowed')];
}

function isAllowedRequest(request: ScoutRequest): boolean {
  if (request.facet === 'prefer') {
    return request.position === undefined || POSITION_BY_ROLL.includes(request.position);
  }
  const shifts: readonly number[] | undefined = SCOUT_SHIFTS[request.facet];
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- orders also come from stored JSON; the engine checks them itself
  return shifts !== undefined && shifts.includes(request.shift);
}
