import type { LeagueDeps } from './deps.js';
import type { ClubSummary } from './views.js';

export interface HandToAiInput {
  leagueId: string;
  actorUserId: string;
  isAdmin: boolean;
  clubId: string;
}

export async function handToAi(_deps: LeagueDeps, _input: HandToAiInput): Promise<ClubSummary> {
  throw new Error('handToAi: not yet');
}
