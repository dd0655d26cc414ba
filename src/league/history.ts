import { historyOf } from '../db/repositories/read.repository.js';
import { clubDirectory } from './club-names.js';
import type { LeagueDeps } from './deps.js';
import { requireLeague } from './guards.js';
import type { HistoryView } from './views.js';

/** Every finished season: tables, champions, promotions and relegations, top scorers. */
export async function historyView(deps: LeagueDeps, input: { leagueId: string }): Promise<HistoryView> {
  const league = await requireLeague(deps.db, input.leagueId);
  const [seasons, clubs] = await Promise.all([historyOf(deps.db, league.id), clubDirectory(deps.db, league.id)]);
  return { seasons, clubNames: Object.fromEntries(clubs.headers.map((c) => [c.id, c.name])) };
}
