import type { Line } from '../../engine/model/types.js';
import { matchRatings } from './match-ratings.js';
import type { PlayedMatch } from './played-matches.js';

const LINES: Line[] = ['G', 'D', 'M', 'A'];

/** One player's season in league games, summed from his match ratings. */
export interface PlayerSeason {
  playerId: string;
  /** The club of his latest start. */
  clubId: string;
  apps: number;
  /** Sum of his match ratings, in tenths. */
  ratingSum: number;
  goals: number;
  assists: number;
  cleanSheets: number;
  /** Starts in each line. */
  lines: Record<Line, number>;
}

/** Every player's season out of the season's league games, in the order they first started. */
export function seasonTally(matches: PlayedMatch[]): PlayerSeason[] {
  const byId = new Map<string, PlayerSeason>();
  for (const match of [...matches].sort((a, b) => a.round - b.round)) {
    for (const r of matchRatings(match)) {
      const row = byId.get(r.playerId) ?? {
        playerId: r.playerId,
        clubId: r.clubId,
        apps: 0,
        ratingSum: 0,
        goals: 0,
        assists: 0,
        cleanSheets: 0,
        lines: { G: 0, D: 0, M: 0, A: 0 },
      };
      row.clubId = r.clubId;
      row.apps += 1;
      row.ratingSum += r.rating;
      row.goals += r.goals;
      row.assists += r.assists;
      if (r.cleanSheet && (r.line === 'G' || r.line === 'D')) row.cleanSheets += 1;
      row.lines[r.line] += 1;
      byId.set(r.playerId, row);
    }
  }
  return [...byId.values()];
}

/** His average rating in tenths, to one decimal of a tenth (rounded half up). */
export function averageRating(p: PlayerSeason): number {
  return Math.round((p.ratingSum * 10) / p.apps) / 10;
}

/** The line he started in most; a tie goes to the line nearer his own goal. */
export function mainLine(p: PlayerSeason): Line {
  return LINES.reduce((best, line) => (p.lines[line] > p.lines[best] ? line : best), 'G');
}
