import type { Dice } from './dice.js';
import type { LeagueSettings } from './model/types.js';
import { playDetailedMatch } from './detailed/play-detailed-match.js';
import { playClassicMatch } from './match/classic-match.js';
import type { MatchEventSink } from './model/match-events.js';
import type { MatchOutcome, MatchSide } from './match/match-side.js';

/**
 * Plays one match with the league's engine. The single place that chooses an
 * engine: the detailed engine is added here as its own branch.
 */
export function playMatch(
  home: MatchSide,
  away: MatchSide,
  dice: Dice,
  settings: Pick<LeagueSettings, 'engine'> & Partial<Pick<LeagueSettings, 'homeAdvantages' | 'substitutions'>>,
  events: MatchEventSink | null = null,
): MatchOutcome {
  switch (settings.engine) {
    case 'detailed': {
      const played = playDetailedMatch(home, away, dice, {
        homeAdvantages: settings.homeAdvantages === true,
        substitutions: settings.substitutions ?? 3,
      });
      if (events) for (const event of played.events) events.push(event);
      return played.outcome;
    }
    case 'classic':
      return playClassicMatch(home, away, dice, events);
  }
}
