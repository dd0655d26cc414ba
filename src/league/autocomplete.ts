import type { LeagueDeps } from './deps.js';
import type { PlayerChoice } from './views.js';

/** own: the caller's squad; market: the transfer list; league: every player in the league. */
export type PlayerScope = 'own' | 'market' | 'league';

export async function autocompletePlayers(_deps: LeagueDeps, _input: { leagueId: string; userId: string; prefix: string; scope: PlayerScope; limit?: number }): Promise<PlayerChoice[]> {
  throw new Error('autocompletePlayers: not yet');
}
