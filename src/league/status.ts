import { readyClubs } from '../db/repositories/ready.repository.js';
import { clubDirectory } from './club-names.js';
import type { LeagueDeps } from './deps.js';
import { requireLeague } from './guards.js';
import { leagueSummary } from './league-summary.js';
import type { LeagueStatusView } from './views.js';

/** Week, deadline, and which managers are ready. */
export async function leagueStatus(deps: LeagueDeps, leagueId: string): Promise<LeagueStatusView> {
  const league = await requireLeague(deps.db, leagueId);
  const [clubs, ready] = await Promise.all([clubDirectory(deps.db, leagueId), readyClubs(deps.db, leagueId, league.turn)]);
  const human = clubs.headers.filter((c) => c.player_controlled);
  return {
    league: leagueSummary(league),
    clubs: human.map((c) => ({ clubId: c.id, clubName: c.name, managerUserId: c.manager_user_id, ready: ready.has(c.id) })),
    waitingFor: human.filter((c) => c.manager_user_id && !ready.has(c.id)).map((c) => c.manager_user_id!),
  };
}
