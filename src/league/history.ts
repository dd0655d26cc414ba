import type { LeagueDeps } from './deps.js';
import type { HistoryView } from './views.js';

export async function historyView(_deps: LeagueDeps, _input: { leagueId: string }): Promise<HistoryView> {
  throw new Error('historyView: not yet');
}
