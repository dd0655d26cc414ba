import type { LeagueDeps } from './deps.js';
import type { ClubSummary } from './views.js';

export interface JoinLeagueInput {
  leagueId: string;
  userId: string;
  /** A particular free human club; the first free one otherwise. */
  clubId?: string;
}

export async function joinLeague(_deps: LeagueDeps, _input: JoinLeagueInput): Promise<ClubSummary> {
  throw new Error('joinLeague: not yet');
}
