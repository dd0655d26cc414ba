import type { LeagueDeps } from './deps.js';
import type { FinancesView } from './views.js';

export async function financesView(_deps: LeagueDeps, _input: { leagueId: string; userId: string; limit?: number }): Promise<FinancesView> {
  throw new Error('financesView: not yet');
}
