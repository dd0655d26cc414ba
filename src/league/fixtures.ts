import { fixturesOf, resultsOf } from '../db/repositories/read.repository.js';
import type { EngineEvent } from '../engine/events.js';
import type { DivisionIndex } from '../engine/types.js';
import { clubDirectory } from './club-names.js';
import type { LeagueDeps } from './deps.js';
import { requireLeague } from './guards.js';
import type { FixtureView, ResultView } from './views.js';

export interface RoundQuery {
  leagueId: string;
  division?: DivisionIndex;
  /** A round (week); every round of the season when left out. */
  round?: number;
  /** The current season when left out. */
  season?: number;
  /** Only the fixtures or results of this club. */
  clubId?: string;
}

function matches(query: RoundQuery, row: { division: number; round: number; home_id: string; away_id: string }): boolean {
  return (
    (query.division === undefined || row.division === query.division) &&
    (query.round === undefined || row.round === query.round) &&
    (query.clubId === undefined || row.home_id === query.clubId || row.away_id === query.clubId)
  );
}

export async function leagueFixtures(deps: LeagueDeps, query: RoundQuery): Promise<FixtureView[]> {
  const league = await requireLeague(deps.db, query.leagueId);
  const season = query.season ?? league.season;
  const [rows, clubs] = await Promise.all([fixturesOf(deps.db, league.id, season), clubDirectory(deps.db, league.id)]);
  return rows
    .filter((r) => matches(query, r))
    .sort((a, b) => a.round - b.round || a.division - b.division || a.position - b.position)
    .map((r) => ({
      season,
      division: r.division as DivisionIndex,
      round: r.round,
      homeId: r.home_id,
      homeName: clubs.name(r.home_id),
      awayId: r.away_id,
      awayName: clubs.name(r.away_id),
    }));
}

export async function leagueResults(deps: LeagueDeps, query: RoundQuery): Promise<ResultView[]> {
  const league = await requireLeague(deps.db, query.leagueId);
  const season = query.season ?? league.season;
  const [rows, clubs] = await Promise.all([resultsOf(deps.db, league.id, season, query.round), clubDirectory(deps.db, league.id)]);
  return rows
    .filter((r) => matches(query, r))
    .sort((a, b) => a.round - b.round || a.division - b.division || a.position - b.position)
    .map((r) => ({
      season,
      division: r.division as DivisionIndex,
      round: r.round,
      homeId: r.home_id,
      homeName: clubs.name(r.home_id),
      awayId: r.away_id,
      awayName: clubs.name(r.away_id),
      homeGoals: r.home_goals,
      awayGoals: r.away_goals,
      events: r.events as EngineEvent[],
    }));
}
