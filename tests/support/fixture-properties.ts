import { expect } from 'vitest';
import type { Fixture } from '../../src/engine/model/types.js';

function venues(fixtures: Fixture[], club: string): ('H' | 'A')[] {
  return [...fixtures]
    .filter((f) => f.homeId === club || f.awayId === club)
    .sort((x, y) => x.round - y.round)
    .map((f) => (f.homeId === club ? 'H' : 'A'));
}

/** Asserts every rule of a fixture list (shared/seeds/002_431a11358b494cd6.txt, section 3). */
export function checkFixtureList(fixtures: Fixture[], clubs: readonly string[]): void {
  const n = clubs.length;
  const rounds = 2 * (n + (n % 2) - 1);
  expect(fixtures).toHaveLength(n * (n - 1));
  for (let round = 1; round <= rounds; round++) {
    const playing = fixtures.filter((f) => f.round === round).flatMap((f) => [f.homeId, f.awayId]);
    expect(playing).toHaveLength(new Set(playing).size);
    expect(playing).toHaveLength(n - (n % 2));
  }
  for (const home of clubs) {
    for (const away of clubs) {
      if (home === away) continue;
      expect(fixtures.filter((f) => f.homeId === home && f.awayId === away)).toHaveLength(1);
    }
  }
  for (const club of clubs) {
    const run = venues(fixtures, club).join('');
    expect(run).not.toMatch(/HHH|AAA/);
  }
  for (let round = 2; round <= rounds; round++) {
    const pairs = (r: number) => fixtures.filter((f) => f.round === r).map((f) => [f.homeId, f.awayId].sort().join('-'));
    const previous = new Set(pairs(round - 1));
    for (const pair of pairs(round)) expect(previous.has(pair)).toBe(false);
  }
}
