import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playLeagueWithAi } from '../../src/engine/play-season.js';

/**
 * The golden run: ten seasons of a generated classic league (seed 1, eight
 * AI-managed player clubs), every event of its creation and of every step as a
 * JSON line, hashed. Any change to what the engine decides or tells changes
 * this hash. A change must be deliberate: update the hash in the same commit
 * and say why in its message. Regenerate (the same lines the sim prints):
 *   npx tsx src/cli/sim.ts --seasons 10 --seed 1 --json | sha256sum
 */
const GOLDEN_SHA256 = 'db2c4986bea68d72f1478d1504f231144eba649f0db9e42b772cec2839448a97';

function goldenRunHash(): string {
  const hash = createHash('sha256');
  playLeagueWithAi({ seed: 1, humanClubs: 8 }, 10, (_step, _before, _after, events) => {
    for (const event of events) hash.update(`${JSON.stringify(event)}\n`);
  });
  return hash.digest('hex');
}

describe('the golden run', () => {
  it('GIVEN ten seasons of the seed-1 league THEN its event stream hashes to the committed value', () => {
    expect(goldenRunHash()).toBe(GOLDEN_SHA256);
  }, 180_000);
});
