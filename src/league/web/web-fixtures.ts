import type { FixtureView } from '../shared/views.js';
import type { LeagueDeps } from '../deps.js';
import { leagueFixtures, leagueResults } from '../views/fixtures.js';
import type { WebLeague } from './web-league.js';
import { unpostedOf } from './unposted.js';

export type WebFixture = Omit<FixtureView, 'season'> & {
  /** The score once played. */
  score: { home: number; away: number } | null;
};

export interface WebWeek {
  week: number;
  fixtures: WebFixture[];
}

/** A season's fixtures week by week, each with its score once played and posted to the channel. */
export async function webFixtures(deps: LeagueDeps, league: WebLeague, season: number): Promise<WebWeek[]> {
  const [fixtures, results, unposted] = await Promise.all([
    leagueFixtures(deps, { leagueId: league.id, season }),
    leagueResults(deps, { leagueId: league.id, season }),
    unpostedOf(deps, league),
  ]);
  const shown = results.filter((r) => !unposted.result({ season, division: r.division, homeId: r.homeId, awayId: r.awayId }));
  const score = new Map(shown.map((r) => [`${r.division}:${r.round}:${r.homeId}`, { home: r.homeGoals, away: r.awayGoals }]));
  const weeks = new Map<number, WebFixture[]>();
  for (const f of fixtures) {
    const fixture: WebFixture = {
      division: f.division,
      round: f.round,
      homeId: f.homeId,
      homeName: f.homeName,
      awayId: f.awayId,
      awayName: f.awayName,
      score: score.get(`${f.division}:${f.round}:${f.homeId}`) ?? null,
    };
    weeks.set(f.round, [...(weeks.get(f.round) ?? []), fixture]);
  }
  return [...weeks].sort(([a], [b]) => a - b).map(([week, list]) => ({ week, fixtures: list }));
}
