import type { DivisionIndex } from '../engine/types.js';
import type { LeagueDeps } from './deps.js';
import type { DivisionTableView } from './views.js';

export async function leagueTable(_deps: LeagueDeps, _input: { leagueId: string; division?: DivisionIndex }): Promise<DivisionTableView[]> {
  throw new Error('leagueTable: not yet');
}
