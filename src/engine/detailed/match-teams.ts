import type { RatedSlot, MatchSide } from '../match/match-side.js';
import type { Line, StandingSubstitution } from '../model/types.js';
import { nonPlayerId, nonPlayerIdOnLine } from '../setup/non-player-squad.js';
import { NON_PLAYER_SHAPE } from './card-mapping.js';
import type { KeeperCard, PlayerCard } from './cards.js';
import type { MatchSideName } from '../model/detailed-events.js';
import { keeperCard, playerCard } from './player-cards.js';
import { MAX_BENCH } from './substitution-pool.js';

/** A position player on the pitch, numbered 1 to 10 (Net Results Soccer, "Preparing for game play"). */
export interface OnPitch {
  card: PlayerCard;
  number: number;
  /** Game minute he came on (0 for starters), for the endurance rule's first 20 minutes. */
  enteredMinute: number;
  yellowMinute: number | null;
  fouls: number;
  /** Out on his feet and left on: the endurance rule's penalties apply. */
  tired: boolean;
  /** Must come off at the next dead ball. */
  restDue: boolean;
}

export interface KeeperOnPitch {
  card: KeeperCard;
  yellowMinute: number | null;
}

export interface BenchPlayer {
  playerId: string | null;
  rating: number;
  line: Line;
  outfield: PlayerCard | null;
  keeper: KeeperCard | null;
  used: boolean;
}

export interface Team {
  side: MatchSideName;
  clubId: string;
  /** Index 0 is number 1; null is an empty place (a man short). */
  pitch: (OnPitch | null)[];
  keeper: KeeperOnPitch;
  bench: BenchPlayer[];
  substitutions: number;
  standing: StandingSubstitution[];
  goals: number;
}

const LINE_ORDER: Record<Line, number> = { G: 0, D: 1, M: 2, A: 3 };

function onPitch(card: PlayerCard, number: number): OnPitch {
  return { card, number, enteredMinute: 0, yellowMinute: null, fouls: 0, tired: false, restDue: false };
}

function benchPlayer(slot: RatedSlot): BenchPlayer {
  const isKeeper = slot.line === 'G';
  return {
    playerId: slot.playerId,
    rating: slot.rating,
    line: slot.line,
    outfield: isKeeper ? null : playerCard(slot.playerId, slot.slot, slot.rating, { penaltyTaker: false }),
    keeper: isKeeper ? keeperCard(slot.playerId, slot.rating) : null,
    used: false,
  };
}

/** The penalty taker is the best-rated forward, or the best-rated outfield player if there is none. */
function penaltyTakerIndex(outfield: RatedSlot[]): number {
  let best = -1;
  outfield.forEach((slot, i) => {
    const current = outfield[best];
    const better =
      current === undefined ||
      (slot.line === 'A' && current.line !== 'A') ||
      ((slot.line === 'A') === (current.line === 'A') && slot.rating > current.rating);
    if (better) best = i;
  });
  return best;
}

function teamFromSlots(side: MatchSideName, clubId: string, slots: RatedSlot[], bench: RatedSlot[], standing: StandingSubstitution[]): Team {
  const keeperSlot = slots.find((slot) => slot.line === 'G');
  const outfield = slots
    .filter((slot) => slot.line !== 'G')
    .map((slot, i) => ({ slot, i }))
    .sort((a, b) => LINE_ORDER[a.slot.line] - LINE_ORDER[b.slot.line] || a.i - b.i)
    .map(({ slot }) => slot);
  const taker = penaltyTakerIndex(outfield);
  const pitch: (OnPitch | null)[] = [];
  for (let i = 0; i < 10; i++) {
    const slot = outfield[i];
    pitch.push(slot ? onPitch(playerCard(slot.playerId, slot.slot, slot.rating, { penaltyTaker: i === taker }), i + 1) : null);
  }
  return {
    side,
    clubId,
    pitch,
    keeper: { card: keeperCard(keeperSlot?.playerId ?? null, keeperSlot?.rating ?? 5), yellowMinute: null },
    bench: bench.slice(0, MAX_BENCH).map(benchPlayer),
    substitutions: 0,
    standing: [...standing],
    goals: 0,
  };
}

/**
 * A non-player team as a notional 4-4-2 rated from its D* and A* (house rule). Its men carry shirt-number ids
 * (non-player-squad.ts) so reports can name them; the ids decide nothing.
 */
function nonPlayerSlots(clubId: string, defend: number, attack: number): RatedSlot[] {
  const rate = (value: number): number => Math.min(10, Math.max(5, value));
  const back = rate(defend / NON_PLAYER_SHAPE.defendRatings);
  const front = rate(attack / NON_PLAYER_SHAPE.attackRatings);
  const middle = (back + front) / 2;
  return [
    ...NON_PLAYER_SHAPE.defence.map((slot, i) => ({ playerId: nonPlayerIdOnLine(clubId, 'D', i), line: 'D' as const, slot, rating: back })),
    ...NON_PLAYER_SHAPE.midfield.map((slot, i) => ({ playerId: nonPlayerIdOnLine(clubId, 'M', i), line: 'M' as const, slot, rating: middle })),
    ...NON_PLAYER_SHAPE.attack.map((slot, i) => ({ playerId: nonPlayerIdOnLine(clubId, 'A', i), line: 'A' as const, slot, rating: front })),
  ];
}

export function buildTeam(side: MatchSideName, match: MatchSide): Team {
  if (match.kind === 'player') {
    return teamFromSlots(side, match.clubId, match.slots, match.bench ?? [], match.tactics.substitutions ?? []);
  }
  const outfield = nonPlayerSlots(match.clubId, match.defend, match.attack);
  const keeper: RatedSlot = { playerId: nonPlayerId(match.clubId, 1), line: 'G', slot: 'GK', rating: match.goalkeeper };
  const size = match.depleted ? NON_PLAYER_SHAPE.benchDepleted : NON_PLAYER_SHAPE.benchFull;
  // The bench (shirts 12 on) covers the XI's places: the substitutes are other men.
  const cover = [1, 5, 8, 0, 4, 9].map((i, n) => ({ ...outfield[i]!, playerId: nonPlayerId(match.clubId, 13 + n) }));
  const bench: RatedSlot[] = [{ ...keeper, playerId: nonPlayerId(match.clubId, 12) }, ...cover].slice(0, size);
  return teamFromSlots(side, match.clubId, [keeper, ...outfield], bench, []);
}

export function makeOnPitch(card: PlayerCard, number: number, enteredMinute: number): OnPitch {
  return { ...onPitch(card, number), enteredMinute };
}
