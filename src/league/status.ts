import type { LeagueDeps } from './deps.js';
import type { LeagueStatusView } from './views.js';

export async function leagueStatus(_deps: LeagueDeps, _leagueId: string): Promise<LeagueStatusView> {
  throw new Error('leagueStatus: not yet');
}
