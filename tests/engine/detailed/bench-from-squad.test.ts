import { describe, expect, it } from 'vitest';
import { benchFromSquad } from '../../../src/engine/selection/bench-from-squad.js';
import { rateLineup } from '../../../src/engine/selection/rate-lineup.js';
import type { Lineup } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague, makeSquad } from '../../support/factories.js';

/** House rule: the detailed engine's bench is the best fit players left out of the XI. */

const lineup: Lineup = {
  formation: '4-4-2',
  goalkeeper: 'c-1',
  defence: ['c-3', 'c-5', 'c-6', 'c-4'],
  midfield: ['c-13', 'c-10', 'c-11', 'c-14'],
  attack: ['c-15', 'c-16'],
};

function league(engine: 'classic' | 'detailed') {
  const players = makeSquad('c');
  players.find((p) => p.id === 'c-17')!.ability = 9;
  players.find((p) => p.id === 'c-7')!.injuryWeeks = 2;
  const state = makeLeague({ clubs: [makeClub({ id: 'c' })], players });
  state.settings.engine = engine;
  return state;
}

describe("The detailed engine's bench", () => {
  it('GIVEN a full squad THEN the bench is the spare keeper and the six best fit outfield players, best first', () => {
    const bench = benchFromSquad(league('detailed'), 'c', lineup);
    expect(bench).toHaveLength(7);
    expect(bench[0]).toMatchObject({ playerId: 'c-2', line: 'G', slot: 'GK' });
    expect(bench[1]).toMatchObject({ playerId: 'c-17', line: 'A', rating: 9 });
    expect(bench.map((b) => b.playerId)).not.toContain('c-7');
    expect(bench.map((b) => b.playerId)).not.toContain('c-1');
  });

  it('GIVEN a detailed league THEN the rated side carries the bench; a classic one does not', () => {
    expect(rateLineup(league('detailed'), 'c', lineup, {})).toHaveProperty('bench');
    expect(rateLineup(league('classic'), 'c', lineup, {})).not.toHaveProperty('bench');
  });
});
