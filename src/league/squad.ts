import type { LeagueDeps } from './deps.js';
import type { PlayerView, SquadView } from './views.js';

export async function squadView(_deps: LeagueDeps, _input: { leagueId: string; userId: string; clubId?: string }): Promise<SquadView> {
  throw new Error('squadView: not yet');
}

export async function playerView(_deps: LeagueDeps, _input: { leagueId: string; userId: string; playerId: string }): Promise<PlayerView> {
  throw new Error('playerView: not yet');
}
