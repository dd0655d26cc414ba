import { everySeason, undeliveredResultPosts } from '../../db/repositories/web.repository.js';
import type { SeasonHistory } from '../../engine/model/types.js';
import type { LeagueDeps } from '../deps.js';
import type { MatchMessage, SeasonReviewMessage, WeekSummaryMessage } from '../posts/outbox-messages.js';
import { toldPosts } from '../posts/told-posts.js';
import type { WebLeague } from './web-league.js';

/** A played league match, by what names it within a season (a pair meets at one ground once a season). */
export interface ResultRef {
  season: number;
  division: number;
  homeId: string;
  awayId: string;
}

/** What the channel has not shown yet, so the page does not show it either. */
export interface Unposted {
  result(ref: ResultRef): boolean;
  season(season: number): boolean;
}

const key = (r: ResultRef) => `${r.season}|${r.division}|${r.homeId}|${r.awayId}`;

const NOTHING: Unposted = { result: () => false, season: () => false };

/**
 * The results the league's channel has not been given yet: a step's results wait for its summary post, a match with a
 * manager's club for its own report as well (in live mode, until its last minute is shown), and a finished season for
 * its review. The web page leaves them out until then, so it never tells a result before the channel does, whether
 * delivery is behind, Discord is down or a live match is being shown.
 */
export async function unpostedOf(deps: LeagueDeps, league: WebLeague): Promise<Unposted> {
  if (league.undeliveredFrom === null) return NOTHING;
  const posts = await undeliveredResultPosts(deps.db, league.id, league.undeliveredFrom);
  const results = new Set<string>();
  const seasons = new Set<number>();
  for (const post of toldPosts(posts)) {
    if (post.kind === 'match') {
      const match = post.payload as MatchMessage;
      results.add(key({ season: match.season, division: match.division, homeId: match.home.id, awayId: match.away.id }));
    } else if (post.kind === 'week-summary') {
      const summary = post.payload as WeekSummaryMessage;
      for (const r of summary.results) results.add(key({ season: summary.season, division: r.division, homeId: r.home.id, awayId: r.away.id }));
    } else if (post.kind === 'season-review') {
      seasons.add((post.payload as SeasonReviewMessage).history.season);
    }
  }
  return { result: (ref) => results.has(key(ref)), season: (season) => seasons.has(season) };
}

/** Every finished season the channel has been given the review of, oldest first. */
export async function postedSeasons(deps: LeagueDeps, league: WebLeague): Promise<SeasonHistory[]> {
  const [seasons, unposted] = await Promise.all([everySeason(deps.db, league.id), unpostedOf(deps, league)]);
  return seasons.filter((h) => !unposted.season(h.season));
}
