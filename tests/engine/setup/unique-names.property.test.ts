import { describe, expect, it } from 'vitest';
import { playLeagueWithAi } from '../../../src/engine/play-season.js';
import type { LeagueState } from '../../../src/engine/model/types.js';

function sharedNames(state: LeagueState): string[] {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const player of Object.values(state.players)) {
    if (seen.has(player.name)) shared.add(player.name);
    seen.add(player.name);
  }
  return [...shared];
}

describe('player names within a league', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'GIVEN seed %i, eight player clubs and three seasons THEN no two players ever share a name',
    (seed) => {
      const shared: string[] = [];
      playLeagueWithAi({ seed, humanClubs: 8, settings: { cups: 'cup+europe' } }, 3, (_step, _before, after) => {
        shared.push(...sharedNames(after));
      });
      expect(shared).toEqual([]);
    },
    120_000,
  );
});
