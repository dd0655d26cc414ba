import { cloneState } from '../clone-state.js';
import { ATTENDANCE_CHART, AWAY_FANS } from '../income/attendance-chart.js';
import type { ClubOrders } from '../model/orders.js';
import { plannedWork, stadiumOrdersLegal, type BuildOrder } from '../stadium/builds.js';
import { capacityInUse } from '../stadium/capacity.js';
import { STAND_IDS } from '../stadium/stadium-chart.js';
import { hasStaff } from '../staff/has-staff.js';
import { WEEKLY_WAGE } from '../staff/staff-chart.js';
import { STAFF_ROLES, WEEKS_PER_SEASON, type Club, type LeagueState, type StaffRole } from '../model/types.js';
import { AI_POLICY } from './ai-policy.js';

/**
 * One build at a time, when the ground is about full for the crowd the club
 * draws and the money is there: the legal seating tier that adds the most
 * places for the money.
 */
export function aiBuilds(state: LeagueState, club: Club): BuildOrder[] {
  const stadium = club.stadium;
  if (!stadium || STAND_IDS.some((id) => stadium.stands[id].work)) return [];
  const conversion = allSeaterStep(state, club);
  if (conversion) return [conversion];
  const crowd = ATTENDANCE_CHART.hardcore[club.division] + AWAY_FANS[club.division] + 2 * ATTENDANCE_CHART.fairweatherPerWin[club.division];
  if (crowd < capacityInUse(stadium) - AI_POLICY.buildWhenShortBy) return [];
  let best: { order: BuildOrder; value: number } | null = null;
  for (const stand of STAND_IDS) {
    const tiers = stadium.stands[stand].tiers;
    if (tiers.length >= 3 || tiers.some((kind) => kind !== 'seating')) continue;
    const order: BuildOrder = { stand, tier: (tiers.length + 1) as 1 | 2 | 3, kind: 'seating' };
    const { cost } = plannedWork(stadium, order);
    if (club.balance - cost < AI_POLICY.buildReserve) continue;
    if (!stadiumOrdersLegal(state, club.id, { builds: [order] })) continue;
    const value = seatsAdded(club, order) / cost;
    if (!best || value > best.value) best = { order, value };
  }
  return best ? [best.order] : [];
}

/**
 * A rich club turns its ground all-seater, a stand at a time, so it can fit
 * executive boxes: the standing stands and banks become seating.
 */
function allSeaterStep(state: LeagueState, club: Club): BuildOrder | null {
  const stadium = club.stadium!;
  if (club.balance < AI_POLICY.allSeaterFrom) return null;
  for (const stand of STAND_IDS) {
    const { tiers, bank } = stadium.stands[stand];
    if (!bank && !tiers.some((kind) => kind === 'standing')) continue;
    const order: BuildOrder = { stand, tier: 1, kind: 'seating' };
    if (stadiumOrdersLegal(state, club.id, { builds: [order] })) return order;
  }
  return null;
}

/** Executive boxes once the ground is all-seater and the money is there. */
export function aiBoxes(state: LeagueState, club: Club): boolean {
  if (!club.stadium || club.stadium.executiveBoxes || club.balance < AI_POLICY.allSeaterFrom) return false;
  return stadiumOrdersLegal(state, club.id, { executiveBoxes: true });
}

function seatsAdded(club: Club, order: BuildOrder): number {
  const stadium = cloneState(club.stadium!);
  const before = capacityInUse(stadium);
  stadium.stands[order.stand] = { tiers: plannedWork(stadium, order).tiers, bank: false, work: null };
  return capacityInUse(stadium) - before;
}

/**
 * Staff worth their wages to this club: hired when the bank is comfortable
 * (the Assistant Manager only in pre-season, when he counts), all fired when
 * money runs short. The Head Coach is never hired: the AI trains no new positions.
 */
export function aiStaff(state: LeagueState, club: Club): Pick<ClubOrders, 'hire' | 'fire'> {
  if (club.balance < AI_POLICY.fireBelow && club.staff.length > 0) return { fire: club.staff.map((m) => m.role) };
  const hire: StaffRole[] = [];
  let spare = club.balance;
  for (const role of STAFF_ROLES) {
    const needed = AI_POLICY.hireWithSeasonsOfWages * WEEKLY_WAGE[role] * (WEEKS_PER_SEASON + 1);
    if (role === 'headCoach' || hasStaff(club, role) || spare < needed) continue;
    if (role === 'assistantManager' && state.phase !== 'preseason') continue;
    if (role === 'youthTeamCoach' && club.division > AI_POLICY.youthTeamCoachFromDivision) continue;
    hire.push(role);
    spare -= needed;
  }
  return hire.length > 0 ? { hire } : {};
}

export function aiSponsorYears(club: Club): 1 | 2 {
  return club.balance < AI_POLICY.twoYearSponsorBelow ? 2 : 1;
}
