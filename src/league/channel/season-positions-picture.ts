import type { LeagueState } from '../../engine/model/types.js';
import type { PostPicture } from '../shared/post-parts.js';

/**
 * The season's-end chart of the managers' clubs, week by week: each division holding one, with the season's
 * results, from the state the season ended on. None when no manager's club played that season.
 */
export function seasonPositionsPicture(season: number, ended: LeagueState, managed: ReadonlySet<string>): PostPicture | null {
  if (ended.season !== season) return null;
  const divisions = ended.divisions
    .map((d) => ({ index: d.index, clubIds: [...d.clubIds], results: d.results, managedClubIds: d.clubIds.filter((id) => managed.has(id)) }))
    .filter((d) => d.managedClubIds.length > 0 && d.results.length > 0);
  return divisions.length > 0 ? { kind: 'league-positions', season, divisions } : null;
}
