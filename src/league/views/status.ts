import { readyClubs } from '../../db/repositories/ready.repository.js';
import { clubDirectory } from './club-names.js';
import type { LeagueDeps } from '../deps.js';
import { resolveLeague, type LeagueRef } from '../resolve/league-ref.js';
import { leagueSummary } from './league-summary.js';
import type { LeagueStatusView } from './views.js';

/** Week, deadline, and which managers are ready. */
export async function leagueStatus(deps: LeagueDeps, ref: string | LeagueRef): Promise<LeagueStatusView> {
  const league = await resolveLeague(deps.db, typeof ref === 'string' ? { leagueId: ref } : ref);
  const [clubs, ready] = await Promise.all([clubDirectory(deps.db, league.id), readyClubs(deps.db, league.id, league.turn)]);
  const human = clubs.headers.filter((c) => c.player_controlled);
  return {
    league: leagueSummary(league),
    clubs: human.map((c) => ({ clubId: c.id, clubName: c.name, managerUserId: c.manager_user_id, ready: ready.has(c.id) })),
    waitingFor: human.filter((c) => c.manager_user_id && !ready.has(c.id)).map((c) => c.manager_user_id!),
  };
}
