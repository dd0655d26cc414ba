import type { DivisionIndex } from '../../engine/types.js';
import { clubDirectory } from '../shared/club-names.js';
import type { LeagueDeps } from '../deps.js';
import type { WebLeague } from './web-league.js';
import { postedSeasons } from './unposted.js';

export interface WebSeason {
  season: number;
  champion: { id: string; name: string };
  runnerUp: { id: string; name: string };
  divisions: {
    division: DivisionIndex;
    winner: { id: string; name: string } | null;
    promoted: { id: string; name: string }[];
    relegated: { id: string; name: string }[];
  }[];
  topScorers: { name: string; clubName: string | null; goals: number }[];
}

/** Every finished season, newest first: champions, each division's winner, promotions, relegations, top scorers. */
export async function webHistory(deps: LeagueDeps, league: WebLeague): Promise<WebSeason[]> {
  const [seasons, clubs] = await Promise.all([postedSeasons(deps, league), clubDirectory(deps.db, league.id)]);
  const club = (id: string) => ({ id, name: clubs.name(id) });
  return seasons
    .map((h) => ({
      season: h.season,
      champion: club(h.champion),
      runnerUp: club(h.runnerUp),
      divisions: h.divisions.map((d) => ({
        division: d.index,
        winner: d.table[0] ? club(d.table[0].clubId) : null,
        promoted: d.promoted.map(club),
        relegated: d.relegated.map(club),
      })),
      topScorers: h.topScorers.map((s) => ({ name: s.name, clubName: clubs.nameOrNull(s.clubId), goals: s.goals })),
    }))
    .reverse();
}
