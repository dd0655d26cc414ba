import type { EngineEvent } from '../model/events.js';
import { changeMoney } from '../money/ledger.js';
import type { ClubOrders } from '../model/orders.js';
import { STAFF_ROLES, type LeagueState, type StaffRole } from '../model/types.js';
import { violation, type Violation } from '../model/violations.js';
import { hasStaff } from './has-staff.js';
import { STAFF_TITLE, WEEKLY_WAGE } from './staff-chart.js';

/** Checks hiring and firing: a role is held once, a fired one must be employed, a hire must be affordable. */
export function validateStaffOrders(state: LeagueState, clubId: string, orders: ClubOrders): Violation[] {
  const club = state.clubs[clubId];
  if (!club) return [];
  const out: Violation[] = [];
  const fire = orders.fire ?? [];
  const hire = orders.hire ?? [];
  for (const role of [...fire, ...hire]) {
    if (!STAFF_ROLES.includes(role)) out.push(violation('staff-not-employed', 'staff-unknown-role', { name: role }));
  }
  for (const role of fire) {
    if (!hasStaff(club, role)) out.push(violation('staff-not-employed', 'staff-none-to-fire', { role }));
  }
  for (const role of new Set(hire)) {
    if (hasStaff(club, role) && !fire.includes(role)) {
      out.push(violation('staff-already-employed', 'staff-already-employed', { role }));
    }
  }
  if (hire.length > 0) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- orders also come from stored JSON; an unknown role must not turn the cost into NaN
    const cost = hire.reduce((sum, role) => sum + (WEEKLY_WAGE[role] ?? 0), 0);
    if (club.balance < 0) {
      out.push(violation('club-in-debt', 'staff-in-debt'));
    } else if (cost > club.balance) {
      out.push(violation('staff-unaffordable', 'staff-unaffordable', { cost, balance: club.balance }));
    }
  }
  return out;
}

/**
 * Rulebook, "Staff": every week staff are paid in this phase; a member may be
 * fired after being paid, and a new one is paid his first week at once.
 */
export function payStaff(state: LeagueState, events: EngineEvent[], clubId: string): void {
  const club = state.clubs[clubId]!;
  for (const member of club.staff) {
    changeMoney(state, events, clubId, -WEEKLY_WAGE[member.role], 'wages', `${STAFF_TITLE[member.role]}'s wages`);
  }
}

export function fireStaff(state: LeagueState, events: EngineEvent[], clubId: string, roles: readonly StaffRole[]): void {
  const club = state.clubs[clubId]!;
  for (const role of roles) {
    if (!hasStaff(club, role)) continue;
    club.staff = club.staff.filter((m) => m.role !== role);
    events.push({ type: 'staff-fired', clubId, role });
  }
}

export function hireStaff(state: LeagueState, events: EngineEvent[], clubId: string, roles: readonly StaffRole[], payNow: boolean): void {
  const club = state.clubs[clubId]!;
  for (const role of roles) {
    if (hasStaff(club, role)) continue;
    club.staff.push({ role, hiredWeek: state.week, hiredSeason: state.season, weeksEmployed: payNow ? 1 : 0 });
    events.push({ type: 'staff-hired', clubId, role });
    if (payNow) changeMoney(state, events, clubId, -WEEKLY_WAGE[role], 'wages', `${STAFF_TITLE[role]}'s first week`);
  }
}
