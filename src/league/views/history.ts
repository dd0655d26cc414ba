import { historyOf } from '../../db/repositories/league-history.repository.js';
import { storedSeasonAwards, type StoredSeasonAwards } from '../awards/season-end-awards.js';
import { clubDirectory } from '../shared/club-names.js';
import type { LeagueDeps } from '../deps.js';
import { resolveLeague, type LeagueRef } from '../resolve/league-ref.js';
import type { HistoryView } from '../shared/views.js';

/** House rule: /league history shows the last three seasons, so an old league's answer stays one message. */
export const HISTORY_SEASONS_SHOWN = 3;

export interface HistoryWithAwards extends HistoryView {
  /** The awards of the seasons shown, by season (a season that ended before awards were kept has none). */
  awards: Record<number, StoredSeasonAwards>;
}

/** The last finished seasons, or the one asked for: champions, promotions and relegations, top scorers, awards. */
export async function historyView(deps: LeagueDeps, input: LeagueRef & { season?: number }): Promise<HistoryWithAwards> {
  const league = await resolveLeague(deps.db, input);
  const pick = input.season === undefined ? { last: HISTORY_SEASONS_SHOWN } : { season: input.season };
  const [{ seasons, finished }, clubs, awards] = await Promise.all([
    historyOf(deps.db, league.id, pick),
    clubDirectory(deps.db, league.id),
    storedSeasonAwards(deps.db, league.id),
  ]);
  const shown = new Set(seasons.map((s) => s.season));
  return {
    seasons,
    finished,
    clubNames: Object.fromEntries(clubs.headers.map((c) => [c.id, c.name])),
    awards: Object.fromEntries(awards.filter((a) => shown.has(a.season)).map((a) => [a.season, a])),
  };
}
