import type { MatchSide, RatedSlot } from '../match/match-side.js';
import type { SlotPosition } from '../model/types.js';

/**
 * A player club's match side built from ratings alone, for calibration, the
 * benchmark and tests: a 4-4-2 (SB CB CB SB, SM CM CM SM, CF CF) and a bench
 * of a keeper and six outfield players, ids `<clubId>-1` to `<clubId>-18`.
 */
export interface SideRatings {
  keeper: number;
  defence: number;
  midfield: number;
  attack: number;
  /** The bench's rating; the starters' average when absent. */
  bench?: number;
}

const SHAPE: { line: RatedSlot['line']; slot: SlotPosition; rate: keyof SideRatings }[] = [
  { line: 'G', slot: 'GK', rate: 'keeper' },
  { line: 'D', slot: 'SB', rate: 'defence' },
  { line: 'D', slot: 'CB', rate: 'defence' },
  { line: 'D', slot: 'CB', rate: 'defence' },
  { line: 'D', slot: 'SB', rate: 'defence' },
  { line: 'M', slot: 'SM', rate: 'midfield' },
  { line: 'M', slot: 'CM', rate: 'midfield' },
  { line: 'M', slot: 'CM', rate: 'midfield' },
  { line: 'M', slot: 'SM', rate: 'midfield' },
  { line: 'A', slot: 'CF', rate: 'attack' },
  { line: 'A', slot: 'CF', rate: 'attack' },
];

const BENCH: { line: RatedSlot['line']; slot: SlotPosition }[] = [
  { line: 'G', slot: 'GK' },
  { line: 'D', slot: 'CB' },
  { line: 'D', slot: 'SB' },
  { line: 'M', slot: 'CM' },
  { line: 'M', slot: 'SM' },
  { line: 'A', slot: 'CF' },
  { line: 'A', slot: 'CF' },
];

export function ratedSide(clubId: string, ratings: SideRatings): MatchSide {
  const slots = SHAPE.map((s, i) => ({ playerId: `${clubId}-${i + 1}`, line: s.line, slot: s.slot, rating: ratings[s.rate] ?? 5 }));
  const average = (ratings.keeper + 4 * ratings.defence + 4 * ratings.midfield + 2 * ratings.attack) / 11;
  const bench = BENCH.map((s, i) => ({ playerId: `${clubId}-${12 + i}`, line: s.line, slot: s.slot, rating: ratings.bench ?? average }));
  return { kind: 'player', clubId, slots, formation: '4-4-2', tactics: {}, bench };
}

/** Every player on `rating`. */
export function evenRatings(rating: number): SideRatings {
  return { keeper: rating, defence: rating, midfield: rating, attack: rating };
}
