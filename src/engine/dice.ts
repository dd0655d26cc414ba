import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/**
 * The only source of chance in the engine. Every rule asks for a die by its
 * number of sides, so a scripted set of dice can force any outcome in a test.
 */
export interface Dice {
  roll(sides: number): number;
}

export function d6(dice: Dice): number {
  return dice.roll(6);
}

/** Two six-sided dice, kept apart because several charts read them as a pair. */
export function twoD6(dice: Dice): [number, number] {
  return [dice.roll(6), dice.roll(6)];
}

export function seededDice(seed: number): Dice {
  const rng = xoroshiro128plus(seed | 0);
  return { roll: (sides) => uniformInt(rng, 1, sides) };
}

/**
 * Derives the seed of one step of a league (a week, a pre-season, an end of
 * season) from the league's stored seed, so each step can be replayed alone.
 */
export function stepSeed(leagueSeed: number, season: number, step: number): number {
  let h = (leagueSeed ^ 0x9e3779b9) >>> 0;
  for (const part of [season, step]) {
    h = Math.imul(h ^ part, 0x85ebca6b) >>> 0;
    h = (h ^ (h >>> 13)) >>> 0;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h | 0;
}
