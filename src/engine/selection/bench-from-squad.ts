import type { RatedSlot } from '../match/match-side.js';
import { matchRating } from '../selection/match-rating.js';
import { availableSquad } from '../selection/squad.js';
import type { LeagueState, Line, Lineup, Position } from '../model/types.js';
import { MAX_BENCH } from '../detailed/substitution-pool.js';

const LINE: Record<Position, Line> = { GK: 'G', CB: 'D', SB: 'D', CM: 'M', SM: 'M', CF: 'A' };

/**
 * House rule (docs/rules.md, "Net Results Soccer"): Footy Manager has no
 * bench, so the detailed engine's substitution pool is the club's best fit
 * players not in the XI: the best keeper and the six best outfield players,
 * each rated in his first position.
 */
export function benchFromSquad(state: LeagueState, clubId: string, lineup: Lineup): RatedSlot[] {
  const picked = new Set([lineup.goalkeeper, ...lineup.defence, ...lineup.midfield, ...lineup.attack]);
  const spare = availableSquad(state, clubId)
    .filter((p) => !picked.has(p.id))
    .map((p) => ({ player: p, position: p.positions[0]!, rating: matchRating(p, p.positions[0]!) }))
    .sort((a, b) => b.rating - a.rating || a.player.id.localeCompare(b.player.id));
  const keeper = spare.find((s) => s.position === 'GK');
  const outfield = spare.filter((s) => s.position !== 'GK').slice(0, MAX_BENCH - (keeper ? 1 : 0));
  return [...(keeper ? [keeper] : []), ...outfield].map((s) => ({
    playerId: s.player.id,
    line: LINE[s.position],
    slot: s.position,
    rating: s.rating,
  }));
}
