import type { LeagueDeps } from './deps.js';
import type { LeagueOptions, LeagueSummary } from './views.js';

export interface CreateLeagueInput {
  guildId: string;
  channelId: string;
  name: string;
  /** Who creates it (kept in the audit log). */
  actorUserId: string;
  /** Derived by the Discord layer from the member's permissions; never from a command option. */
  isAdmin: boolean;
  options: LeagueOptions;
}

export async function createLeague(_deps: LeagueDeps, _input: CreateLeagueInput): Promise<LeagueSummary> {
  throw new Error('createLeague: not yet');
}
