import type { LeagueDeps } from './deps.js';
import type { MarketView } from './views.js';

export async function marketView(_deps: LeagueDeps, _input: { leagueId: string; userId: string; page?: number; pageSize?: number }): Promise<MarketView> {
  throw new Error('marketView: not yet');
}
