import type { Dice } from '../dice.js';
import type { MatchSide } from '../match/match-side.js';
import { buildTeam } from './match-teams.js';
import { DetailedMatch, type DetailedMatchOptions, type DetailedMatchResult } from './detailed-match.js';

export type { DetailedMatchOptions, DetailedMatchResult };

/**
 * Plays a match of Net Results Soccer (shared/seeds/004_35e4d9d706e3ae9a.txt)
 * minute by minute: the outcome the rest of the game reads, every event with
 * its dice, and the match statistics.
 */
export function playDetailedMatch(home: MatchSide, away: MatchSide, dice: Dice, options: DetailedMatchOptions = {}): DetailedMatchResult {
  return new DetailedMatch(buildTeam('home', home), buildTeam('away', away), dice, options).play();
}
