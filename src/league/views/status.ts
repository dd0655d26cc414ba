import { readyClubs } from '../../db/repositories/ready.repository.js';
import { clubDirectory } from '../shared/club-names.js';
import type { LeagueDeps } from '../deps.js';
import type { LeagueRow } from '../../db/tables.js';
import { lookUpLeague, resolveLeague, type LeagueLookup, type LeagueRef } from '../resolve/league-ref.js';
import { leagueSummary } from '../shared/league-summary.js';
import type { LeagueStatusView } from '../shared/views.js';

/** Week, deadline, and which managers are ready. */
export async function leagueStatus(deps: LeagueDeps, ref: string | LeagueRef): Promise<LeagueStatusView> {
  return statusOf(deps, await resolveLeague(deps.db, typeof ref === 'string' ? { leagueId: ref } : ref));
}

/** The status of the league a lookup leads to, whatever its game, the league read once; null when there is none. */
export async function leagueStatusIfAny(deps: LeagueDeps, lookup: LeagueLookup): Promise<LeagueStatusView | null> {
  const league = await lookUpLeague(deps.db, lookup);
  return league ? statusOf(deps, league) : null;
}

async function statusOf(deps: LeagueDeps, league: LeagueRow): Promise<LeagueStatusView> {
  const [clubs, ready] = await Promise.all([clubDirectory(deps.db, league.id), readyClubs(deps.db, league.id, league.turn)]);
  const human = clubs.headers.filter((c) => c.player_controlled);
  return {
    league: leagueSummary(league),
    clubs: human.map((c) => ({ clubId: c.id, clubName: c.name, managerUserId: c.manager_user_id, ready: ready.has(c.id) })),
    waitingFor: human.filter((c) => c.manager_user_id && !ready.has(c.id)).map((c) => c.manager_user_id!),
  };
}
