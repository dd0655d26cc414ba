import type { Line, Lineup } from '../../engine/model/types.js';
import type { PlayedMatch } from './played-matches.js';

/** Match ratings are kept in tenths (65 is 6.5), so sums and averages stay exact. */
export const RATING = {
  base: 60,
  goal: 10,
  assist: 5,
  win: 5,
  loss: -5,
  keeperCleanSheet: 10,
  defenderCleanSheet: 5,
  save: 3,
  keeperConceded: -5,
  min: 10,
  max: 100,
} as const;

/** One starter's rating in one game, with what it was made of. */
export interface MatchRating {
  playerId: string;
  clubId: string;
  line: Line;
  rating: number;
  goals: number;
  assists: number;
  cleanSheet: boolean;
}

/** The lines of an XI, in order, with who started in each (youth-team fillers are nobody's and rated by nobody). */
export function startersOf(lineup: Lineup): { playerId: string; line: Line }[] {
  const lines: [Line, (string | null)[]][] = [
    ['G', [lineup.goalkeeper]],
    ['D', lineup.defence],
    ['M', lineup.midfield],
    ['A', lineup.attack],
  ];
  return lines.flatMap(([line, ids]) => ids.filter((id): id is string => id !== null).map((playerId) => ({ playerId, line })));
}

/** Every starter's rating in one game (docs/rules.md, "Awards"). */
export function matchRatings(match: PlayedMatch): MatchRating[] {
  const ratings: MatchRating[] = [];
  for (const [clubId, lineup] of Object.entries(match.lineups)) {
    const home = clubId === match.homeId;
    const scored = home ? match.homeGoals : match.awayGoals;
    const conceded = home ? match.awayGoals : match.homeGoals;
    const cleanSheet = conceded === 0;
    for (const { playerId, line } of startersOf(lineup)) {
      const goals = match.goals.filter((g) => g.scorerId === playerId).length;
      const assists = match.goals.filter((g) => g.assistId === playerId).length;
      let rating = RATING.base + goals * RATING.goal + assists * RATING.assist;
      if (scored > conceded) rating += RATING.win;
      if (scored < conceded) rating += RATING.loss;
      if (line === 'G') {
        rating += (cleanSheet ? RATING.keeperCleanSheet : 0) + (match.saves[playerId] ?? 0) * RATING.save + conceded * RATING.keeperConceded;
      }
      if (line === 'D' && cleanSheet) rating += RATING.defenderCleanSheet;
      rating = Math.min(RATING.max, Math.max(RATING.min, rating));
      ratings.push({ playerId, clubId, line, rating, goals, assists, cleanSheet });
    }
  }
  return ratings;
}

/** A rating in tenths as shown: 65 is "6.5". */
export function shownRating(tenths: number): string {
  return (tenths / 10).toFixed(1);
}

/** An average rating in tenths as shown, to the hundredth it is kept to: 73.5 is "7.35", 66 is "6.60". */
export function shownAverage(tenths: number): string {
  return (tenths / 10).toFixed(2);
}
