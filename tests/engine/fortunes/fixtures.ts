import type { FortuneEvent } from '../../../src/engine/model/fortune-events.js';
import { newFortunesState } from '../../../src/engine/model/fortunes-state.js';
import type { Club, Player } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague, makePlayer } from '../../support/factories.js';

/**
 * Twelve players for club c1: two goalkeepers, four defenders, three midfielders,
 * three attackers. Values (age 24): 6 → £150k, 7 → £400k, 8 → £850k, 9 → £2m.
 */
export function fortunesSquad(clubId = 'c1'): Player[] {
  const spec: [string, Player['positions'], number][] = [
    ['gk1', ['GK'], 7],
    ['gk2', ['GK'], 6],
    ['d1', ['CB'], 8],
    ['d2', ['CB'], 7],
    ['d3', ['SB'], 6],
    ['d4', ['SB'], 6],
    ['m1', ['CM'], 9],
    ['m2', ['CM'], 6],
    ['m3', ['SM'], 6],
    ['a1', ['CF'], 8],
    ['a2', ['CF'], 7.5],
    ['a3', ['CF'], 6],
  ];
  return spec.map(([id, positions, ability]) => makePlayer({ id: `${clubId}-${id}`, positions, ability, age: 24, clubId }));
}

export function fortunesGame(clubs: Partial<Club>[] = [{ id: 'c1' }], players: Player[] = fortunesSquad()) {
  const state = makeLeague({ clubs: clubs.map((c) => makeClub(c)), players });
  const fortunes = newFortunesState(clubs.map((c) => c.id!));
  const events: FortuneEvent[] = [];
  return { state, fortunes, events };
}
