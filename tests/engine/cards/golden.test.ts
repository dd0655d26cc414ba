import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CURRENT_DICE_VERSION, seededDice, stepSeed } from '../../../src/engine/dice.js';
import { newCardsGame } from '../../../src/engine/cards/new-game.js';
import { playCardsStep } from '../../../src/engine/cards/step.js';

/**
 * The card game's golden runs, by the default rules: three seasons of seed 1 with every hand absent, for 4 and for
 * 6 managers, every event as a JSON line, hashed. Any change to what the card engine decides or tells changes a
 * hash; update it in the same commit and say why. Regenerate (the lines the sim prints):
 *   npx tsx src/cli/sim.ts --mode cards --seasons 3 --seed 1 --managers 4 --json | sha256sum
 */
const GOLDEN = {
  4: 'f181c582ccdd2f327cdf77025657fd5b7b18ea745edac342e8338c51b8a9ffe8',
  6: '3a9e5940543c04ccbd64a6bf746532d02cce1eb0bde7a0caad82115a036aa016',
};

function goldenRunHash(managers: number): string {
  const hash = createHash('sha256');
  const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'].slice(0, managers);
  let state = newCardsGame(names, 3, seededDice(1));
  let step = 0;
  while (state.phase !== 'finished') {
    const result = playCardsStep(state, {}, seededDice(stepSeed(1, state.season, step++, CURRENT_DICE_VERSION)));
    for (const event of result.events) hash.update(`${JSON.stringify(event)}\n`);
    state = result.state;
  }
  return hash.digest('hex');
}

describe('the card game golden runs', () => {
  it.each([4, 6] as const)(
    'GIVEN three seasons of seed 1 with %i absent managers THEN the event stream hashes to the committed value',
    (managers) => {
      expect(goldenRunHash(managers)).toBe(GOLDEN[managers]);
    },
    60_000,
  );
});
