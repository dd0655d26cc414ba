import { historyOf } from '../../db/repositories/league-history.repository.js';
import { clubDirectory } from '../shared/club-names.js';
import type { LeagueDeps } from '../deps.js';
import { resolveLeague, type LeagueRef } from '../resolve/league-ref.js';
import type { HistoryView } from '../shared/views.js';

/** House rule: /league history shows the last three seasons, so an old league's answer stays one message. */
export const HISTORY_SEASONS_SHOWN = 3;

/** The last finished seasons, or the one asked for: champions, promotions and relegations, top scorers. */
export async function historyView(deps: LeagueDeps, input: LeagueRef & { season?: number }): Promise<HistoryView> {
  const league = await resolveLeague(deps.db, input);
  const pick = input.season === undefined ? { last: HISTORY_SEASONS_SHOWN } : { season: input.season };
  const [{ seasons, finished }, clubs] = await Promise.all([historyOf(deps.db, league.id, pick), clubDirectory(deps.db, league.id)]);
  return { seasons, finished, clubNames: Object.fromEntries(clubs.headers.map((c) => [c.id, c.name])) };
}
