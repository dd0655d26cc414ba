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
 * How a league's step seeds are derived. Version 1 folded the season into the
 * league seed with a XOR before mixing, so leagues whose seed and season XOR
 * alike shared whole seasons of dice (stepSeed(1, 2, 5) = stepSeed(2, 1, 5)).
 * Version 2 hashes the three values. A league keeps the version it was
 * created with, so every stored league replays as it was played.
 */
export type DiceVersion = 1 | 2;
export const CURRENT_DICE_VERSION: DiceVersion = 2;

/**
 * Derives the seed of one step of a league (a week, a pre-season, an end of
 * season) from the league's stored seed, so each step can be replayed alone.
 */
export function stepSeed(leagueSeed: number, season: number, step: number, version: DiceVersion): number {
  return version === 1 ? stepSeedV1(leagueSeed, season, step) : murmur3([leagueSeed, season, step], 0x9e3779b9);
}

function stepSeedV1(leagueSeed: number, season: number, step: number): number {
  let h = (leagueSeed ^ 0x9e3779b9) >>> 0;
  for (const part of [season, step]) {
    h = Math.imul(h ^ part, 0x85ebca6b) >>> 0;
    h = (h ^ (h >>> 13)) >>> 0;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h | 0;
}

/** MurmurHash3 (x86, 32-bit) of a list of 32-bit words. */
function murmur3(words: number[], seed: number): number {
  let h = seed >>> 0;
  for (const word of words) {
    let k = Math.imul(word | 0, 0xcc9e2d51);
    k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= words.length * 4;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}
