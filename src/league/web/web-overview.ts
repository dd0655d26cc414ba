import { t } from '../../i18n/translate.js';
import { divisionsOf } from '../../db/repositories/division.repository.js';
import { resultsOf } from '../../db/repositories/match-result.repository.js';
import { readyClubs } from '../../db/repositories/ready.repository.js';
import type { DivisionIndex } from '../../engine/model/types.js';
import { clubDirectory, type ClubDirectory } from '../shared/club-names.js';
import type { LeagueDeps } from '../deps.js';
import { divisionTable } from '../shared/standings.js';
import { positionChart, type PositionChart } from '../state-views/positions.js';
import type { TableRowView } from '../shared/views.js';
import type { WebLeague } from './web-league.js';
import { unpostedOf } from './unposted.js';

/** A table row without the manager's Discord id: only whether a manager runs the club. */
export type WebTableRow = Omit<TableRowView, 'managerUserId'> & { managed: boolean };

export interface WebDivision {
  division: DivisionIndex;
  rows: WebTableRow[];
  /** The charted clubs' positions by week; null before a round is played or when none of them plays there. */
  chart: PositionChart | null;
}

/** Whether each manager has said he is ready: the flag only, as /league status shows; never his orders. */
export interface WebReadiness {
  clubId: string;
  clubName: string;
  managed: boolean;
  ready: boolean;
}

/** Who is ready for the step to come: read fresh on every visit, since it changes within a week. */
export async function webReadiness(deps: LeagueDeps, league: WebLeague, clubs?: ClubDirectory): Promise<WebReadiness[]> {
  const [directory, ready] = await Promise.all([clubs ?? clubDirectory(deps.db, league.id), readyClubs(deps.db, league.id, league.turn)]);
  return directory.headers
    .filter((c) => c.player_controlled)
    .map((c) => ({ clubId: c.id, clubName: c.name, managed: c.manager_user_id !== null, ready: ready.has(c.id) }));
}

/** The four tables of the season in play, each with its chart of positions by week: of its managed clubs, or of one club. */
export async function webTables(deps: LeagueDeps, league: WebLeague, charted: 'managed' | { clubId: string } = 'managed'): Promise<WebDivision[]> {
  const [divisions, results, clubs, unposted] = await Promise.all([
    divisionsOf(deps.db, league.id),
    resultsOf(deps.db, league.id, league.season),
    clubDirectory(deps.db, league.id),
    unpostedOf(deps, league),
  ]);
  return divisions.map((d) => {
    const division = {
      index: d.index as DivisionIndex,
      clubIds: d.club_ids,
      results: results
        .filter(
          (r) => r.division === d.index && !unposted.result({ season: league.season, division: r.division, homeId: r.home_id, awayId: r.away_id }),
        )
        .map((r) => ({ round: r.round, homeId: r.home_id, awayId: r.away_id, homeGoals: r.home_goals, awayGoals: r.away_goals })),
    };
    const table = divisionTable(division, clubs);
    const shown = d.club_ids.filter((id) => (charted === 'managed' ? clubs.manager(id) !== null : id === charted.clubId));
    const chart =
      division.results.length > 0 && shown.length > 0
        ? positionChart(t(league.language, 'web.chart.title', { season: league.season }), division, shown, clubs.name)
        : null;
    return {
      division: division.index,
      rows: table.rows.map(({ managerUserId, ...row }) => ({ ...row, managed: managerUserId !== null })),
      chart,
    };
  });
}
