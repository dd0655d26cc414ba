import type { MatchSide, RatedSlot } from '../match/match-side.js';
import type { LeagueState, Lineup, Tactics } from '../model/types.js';
import { benchFromSquad } from './bench-from-squad.js';
import { lineupSlots } from './lineup-slots.js';
import { matchRating, YOUTH_RATING } from './match-rating.js';

/** A player-controlled club's side for the match: every place with its match rating. */
export function rateLineup(state: LeagueState, clubId: string, lineup: Lineup, tactics: Tactics): MatchSide {
  const slots: RatedSlot[] = lineupSlots(lineup).map(({ line, slot, playerId }) => {
    const player = playerId === null ? undefined : state.players[playerId];
    return {
      playerId: player ? player.id : null,
      line,
      slot,
      rating: player ? matchRating(player, slot) : YOUTH_RATING,
    };
  });
  const side: MatchSide = { kind: 'player', clubId, slots, formation: lineup.formation, tactics };
  // Only the detailed engine substitutes, so only its leagues carry a bench.
  if (state.settings.engine === 'detailed') side.bench = benchFromSquad(state, clubId, lineup);
  return side;
}
