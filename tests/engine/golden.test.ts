import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playSeasonWithAi } from '../../src/engine/season/play-season.js';
import { createLeague } from '../../src/engine/setup/new-league.js';

/**
 * The golden run: ten seasons of a generated classic league (seed 1, eight
 * AI-managed player clubs), every event of every step as a JSON line, hashed.
 * Any change to what the engine decides changes this hash. A change must be
 * deliberate: update the hash in the same commit and say why in its message.
 * Regenerate: run this file; the failure shows the new hash.
 */
const GOLDEN_SHA256 = '4321e7399127cfa6f6ab10f65b76f896ae453a6b38d5475b86370b87971343d6';

function goldenRunHash(): string {
  const hash = createHash('sha256');
  const created = createLeague({ seed: 1, humanClubs: 8 });
  for (const event of created.events) hash.update(`${JSON.stringify(event)}\n`);
  let state = created.state;
  for (let season = 0; season < 10; season++) {
    state = playSeasonWithAi(state, (_step, _before, _after, events) => {
      for (const event of events) hash.update(`${JSON.stringify(event)}\n`);
    });
  }
  return hash.digest('hex');
}

describe('the golden run', () => {
  it('GIVEN ten seasons of the seed-1 league THEN its event stream hashes to the committed value', () => {
    expect(goldenRunHash()).toBe(GOLDEN_SHA256);
  }, 60_000);
});
