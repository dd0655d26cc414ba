import { divisionsOf } from '../../db/repositories/division.repository.js';
import { resultsOf } from '../../db/repositories/match-result.repository.js';
import type { DivisionIndex } from '../../engine/model/types.js';
import { clubDirectory } from '../shared/club-names.js';
import type { LeagueDeps } from '../deps.js';
import { resolveLeague, type LeagueRef } from '../resolve/league-ref.js';
import { divisionTable } from '../shared/standings.js';
import type { DivisionTableView } from '../shared/views.js';

/** This season's table of each division, or of one. */
export async function leagueTable(deps: LeagueDeps, input: LeagueRef & { division?: DivisionIndex }): Promise<DivisionTableView[]> {
  const league = await resolveLeague(deps.db, input);
  const [divisions, results, clubs] = await Promise.all([
    divisionsOf(deps.db, league.id),
    resultsOf(deps.db, league.id, league.season),
    clubDirectory(deps.db, league.id),
  ]);
  return divisions
    .filter((d) => input.division === undefined || d.index === input.division)
    .map((d) =>
      divisionTable(
        {
          index: d.index as DivisionIndex,
          clubIds: d.club_ids,
          results: results
            .filter((r) => r.division === d.index)
            .map((r) => ({ round: r.round, homeId: r.home_id, awayId: r.away_id, homeGoals: r.home_goals, awayGoals: r.away_goals })),
        },
        clubs,
      ),
    );
}
