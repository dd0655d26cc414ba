import type { Dice } from '../dice.js';
import type { DivisionIndex } from '../model/types.js';
import { nonPlayerShooterRating } from '../tables/non-player-shooting.js';
import type { KickReading, PenaltyKick } from '../model/cup-events.js';

export type { KickReading, PenaltyKick } from '../model/cup-events.js';

/** One penalty taker: a player (null for a non-player side's anonymous taker) and his match ability. */
export interface PenaltyTaker {
  playerId: string | null;
  ability: number;
}

export interface ShootOutSide {
  clubId: string;
  /** In kicking order; the order starts again after the last. */
  takers: PenaltyTaker[];
  /** The goalkeeper's match ability. */
  keeper: number;
}

/** Reads one kick: a taker against the other side's keeper (his match ability). */
export type KickRule = (taker: PenaltyTaker, keeper: number, dice: Dice) => KickReading;

export interface ShootOut {
  kicks: PenaltyKick[];
  firstScore: number;
  secondScore: number;
  winnerId: string;
  /** Set when twenty rounds of sudden death settled nothing and a die did. */
  decidedByDie: boolean;
}

const KICKS_EACH = 5;
const SUDDEN_DEATH_ROUNDS = 20;

/**
 * House rule (docs/rules.md, "Cups"): a penalty is a free shot from twelve yards, so the taker adds this to his
 * ability + d6. Without it an even kick goes in 15 times in 36 (41%); with it 26 in 36 (72%), near real football's
 * three in four.
 */
export const PENALTY_SPOT_BONUS = 2;

/** House rule (docs/rules.md, "Cups"): a classic kick, the taker's ability + d6 + the spot's bonus against the keeper's + d6. */
export const classicKick: KickRule = (taker, keeper, dice) => {
  const shot = taker.ability + dice.roll(6) + PENALTY_SPOT_BONUS;
  const save = keeper + dice.roll(6);
  // The keeper saves on equal or higher, as in the rulebook's "Match".
  return { engine: 'classic', shot, save, scored: shot > save };
};

/**
 * House rule (docs/rules.md, "Cups"): a penalty shoot-out, each kick read by `kickRule` (the classic engine's by
 * default). The side drawn first kicks first; five kicks each, stopping as soon as one side cannot be caught; then
 * sudden death in pairs. Twenty pairs of sudden death with no winner (a keeper seven points better than every taker
 * makes a classic goal impossible) end with a die: 1-3 the first side, 4-6 the second.
 */
export function shootOut(first: ShootOutSide, second: ShootOutSide, dice: Dice, kickRule: KickRule = classicKick): ShootOut {
  if (first.takers.length === 0 || second.takers.length === 0) throw new Error('a shoot-out needs a taker on each side');
  const kicks: PenaltyKick[] = [];
  const score = [0, 0];
  const taken = [0, 0];
  const kick = (kicker: 0 | 1, suddenDeath: boolean) => {
    const side = kicker === 0 ? first : second;
    const keeper = kicker === 0 ? second.keeper : first.keeper;
    const taker = side.takers[taken[kicker]! % side.takers.length]!;
    const reading = kickRule(taker, keeper, dice);
    taken[kicker]!++;
    if (reading.scored) score[kicker]!++;
    kicks.push({ ...reading, clubId: side.clubId, playerId: taker.playerId, suddenDeath });
  };
  const caught = () => {
    const left = (side: 0 | 1) => KICKS_EACH - taken[side]!;
    return score[0]! > score[1]! + left(1) || score[1]! > score[0]! + left(0);
  };
  for (let round = 0; round < KICKS_EACH && !caught(); round++) {
    kick(0, false);
    if (!caught()) kick(1, false);
  }
  for (let round = 0; round < SUDDEN_DEATH_ROUNDS && score[0] === score[1]; round++) {
    kick(0, true);
    kick(1, true);
  }
  const decidedByDie = score[0] === score[1];
  const firstWins = decidedByDie ? dice.roll(6) <= 3 : score[0]! > score[1]!;
  return { kicks, firstScore: score[0]!, secondScore: score[1]!, winnerId: firstWins ? first.clubId : second.clubId, decidedByDie };
}

/**
 * House rule: a player side's takers are its outfield players, best match ability first (ties in lineup order),
 * and the goalkeeper last.
 */
export function penaltyOrder(players: readonly (PenaltyTaker & { goalkeeper: boolean })[]): PenaltyTaker[] {
  const outfield = players.filter((p) => !p.goalkeeper).toSorted((a, b) => b.ability - a.ability);
  const keepers = players.filter((p) => p.goalkeeper);
  return [...outfield, ...keepers].map(({ playerId, ability }) => ({ playerId, ability }));
}

/**
 * House rule: a non-player side (a league club without a squad, or a foreign club) kicks with the rulebook's
 * anonymous shooters of its division ("Non-player Team Attacks"): two forwards, two midfielders, a defender.
 */
export function nonPlayerTakers(division: DivisionIndex): PenaltyTaker[] {
  return (['A', 'A', 'M', 'M', 'D'] as const).map((line) => ({ playerId: null, ability: nonPlayerShooterRating(division, line) }));
}
