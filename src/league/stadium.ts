import { clubOfManager } from '../db/repositories/club.repository.js';
import { clubRow, staffOfClub } from '../db/repositories/read.repository.js';
import type { Stadium } from '../engine/types.js';
import type { LeagueDeps } from './deps.js';
import { NotFound, NotYourClub } from './errors.js';
import { clubSummary, requireLeague } from './guards.js';
import { clubOrdersOf } from './stored-orders.js';
import type { StadiumView, StaffView } from './views.js';

async function viewedClub(deps: LeagueDeps, input: { leagueId: string; userId: string; clubId?: string }) {
  const league = await requireLeague(deps.db, input.leagueId);
  const own = await clubOfManager(deps.db, league.id, input.userId);
  const clubId = input.clubId ?? own?.id;
  if (!clubId) throw new NotYourClub();
  const row = await clubRow(deps.db, league.id, clubId);
  if (!row) throw new NotFound('club', 'There is no such club in this league.');
  const orders = own?.id === clubId ? await clubOrdersOf(deps.db, league.id, clubId, league.turn) : {};
  return { league, row, orders };
}

/** A club's ground; its own manager also sees the builds he has ordered this week. */
export async function stadiumView(
  deps: LeagueDeps,
  input: { leagueId: string; userId: string; clubId?: string },
): Promise<StadiumView> {
  const { row, orders } = await viewedClub(deps, input);
  return { club: clubSummary(row), stadium: row.stadium as Stadium | null, orderedBuilds: orders.builds ?? [] };
}

/** A club's staff; its own manager also sees this week's hire and fire orders. */
export async function staffView(
  deps: LeagueDeps,
  input: { leagueId: string; userId: string; clubId?: string },
): Promise<StaffView> {
  const { league, row, orders } = await viewedClub(deps, input);
  const staff = await staffOfClub(deps.db, league.id, row.id);
  return {
    club: clubSummary(row),
    employed: staff.map((s) => ({ role: s.role, hiredSeason: s.hiredSeason, hiredWeek: s.hiredWeek, weeksEmployed: s.weeksEmployed })),
    orderedHire: orders.hire ?? [],
    orderedFire: orders.fire ?? [],
  };
}
