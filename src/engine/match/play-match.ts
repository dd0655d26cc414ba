import type { Dice } from '../dice.js';
import type { LeagueSettings } from '../types.js';
import { playClassicMatch } from './classic-match.js';
import type { MatchEventSink } from './match-events.js';
import type { MatchOutcome, MatchSide } from './match-side.js';

/**
 * Plays one match with the league's engine. The single place that chooses an
 * engine: the detailed engine is added here as its own branch.
 */
export function playMatch(
  home: MatchSide,
  away: MatchSide,
  dice: Dice,
  settings: Pick<LeagueSettings, 'engine'>,
  events: MatchEventSink | null = null,
): MatchOutcome {
  switch (settings.engine) {
    // The detailed engine's branch belongs here; until it is added, the classic engine plays.
    case 'detailed':
    case 'classic':
      return playClassicMatch(home, away, dice, events);
  }
}
