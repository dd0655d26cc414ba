import type { LeagueDeps } from './deps.js';
import type { ClubSummary } from './views.js';

export async function leaveLeague(_deps: LeagueDeps, _input: { leagueId: string; userId: string }): Promise<ClubSummary> {
  throw new Error('leaveLeague: not yet');
}
