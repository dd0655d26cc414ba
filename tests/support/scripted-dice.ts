import type { Dice } from '../../src/engine/dice.js';

/**
 * Dice that roll the given values in order, so a test can force an outcome.
 * A value that the die cannot show, or running out of values, fails the test.
 */
export function scriptedDice(values: number[]): Dice & { remaining(): number } {
  let next = 0;
  return {
    roll(sides) {
      if (next >= values.length) throw new Error(`scripted dice ran out after ${values.length} rolls (asked for a d${sides})`);
      const value = values[next++]!;
      if (!Number.isInteger(value) || value < 1 || value > sides) {
        throw new Error(`scripted roll #${next} is ${value}, which a d${sides} cannot show`);
      }
      return value;
    },
    remaining: () => values.length - next,
  };
}
