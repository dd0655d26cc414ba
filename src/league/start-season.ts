import type { LeagueDeps } from './deps.js';
import type { LeagueSummary } from './views.js';

export async function startSeason(_deps: LeagueDeps, _input: { leagueId: string; actorUserId: string; isAdmin: boolean }): Promise<LeagueSummary> {
  throw new Error('startSeason: not yet');
}
