import type { LeagueDeps } from './deps.js';
import type { ReadyView } from './views.js';

export async function markReady(_deps: LeagueDeps, _input: { leagueId: string; userId: string; ready?: boolean }): Promise<ReadyView> {
  throw new Error('markReady: not yet');
}
