import { fixturesOf } from '../../db/repositories/fixture.repository.js';
import { resultsOf } from '../../db/repositories/match-result.repository.js';
import type { DivisionIndex } from '../../engine/model/types.js';
import { clubDirectory, type ClubDirectory } from '../shared/club-names.js';
import type { LeagueDeps } from '../deps.js';
import { resolveLeague, type LeagueRef } from '../resolve/league-ref.js';
import type { FixtureView, ResultView } from '../shared/views.js';

export type RoundQuery = LeagueRef & RoundFilter;

export interface RoundFilter {
  division?: DivisionIndex;
  /** A round (week); every round of the season when left out, the current one (at least 1) when 'current'. */
  round?: number | 'current';
  /** The current season when left out. */
  season?: number;
  /** Only the fixtures or results of this club. */
  clubId?: string;
}

type RoundRow = { division: number; round: number; position: number; home_id: string; away_id: string };

function matches(query: RoundFilter & { round?: number }, row: RoundRow): boolean {
  return (
    (query.division === undefined || row.division === query.division) &&
    (query.round === undefined || row.round === query.round) &&
    (query.clubId === undefined || row.home_id === query.clubId || row.away_id === query.clubId)
  );
}

function inRoundOrder<T extends RoundRow>(rows: T[], query: RoundFilter & { round?: number }): T[] {
  return rows.filter((r) => matches(query, r)).sort((a, b) => a.round - b.round || a.division - b.division || a.position - b.position);
}

function fixtureView(row: RoundRow, season: number, clubs: ClubDirectory): FixtureView {
  return {
    season,
    division: row.division as DivisionIndex,
    round: row.round,
    homeId: row.home_id,
    homeName: clubs.name(row.home_id),
    awayId: row.away_id,
    awayName: clubs.name(row.away_id),
  };
}

/** The league and the query with 'current' made the league's round. */
async function roundsOf(deps: LeagueDeps, query: RoundQuery) {
  const league = await resolveLeague(deps.db, query);
  const round = query.round === 'current' ? Math.max(1, league.week) : query.round;
  const { division, clubId } = query;
  const filter = {
    ...(division !== undefined ? { division } : {}),
    ...(round !== undefined ? { round } : {}),
    ...(clubId !== undefined ? { clubId } : {}),
  };
  return { league, season: query.season ?? league.season, filter };
}

export async function leagueFixtures(deps: LeagueDeps, query: RoundQuery): Promise<FixtureView[]> {
  const { league, season, filter } = await roundsOf(deps, query);
  const [rows, clubs] = await Promise.all([fixturesOf(deps.db, league.id, season), clubDirectory(deps.db, league.id)]);
  return inRoundOrder(rows, filter).map((r) => fixtureView(r, season, clubs));
}

export async function leagueResults(deps: LeagueDeps, query: RoundQuery): Promise<ResultView[]> {
  const { league, season, filter } = await roundsOf(deps, query);
  const [rows, clubs] = await Promise.all([resultsOf(deps.db, league.id, season, filter.round), clubDirectory(deps.db, league.id)]);
  return inRoundOrder(rows, filter).map((r) => ({
    ...fixtureView(r, season, clubs),
    homeGoals: r.home_goals,
    awayGoals: r.away_goals,
  }));
}
