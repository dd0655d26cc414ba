import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { nonPlayerTakers, penaltyOrder, shootOut, type ShootOutSide } from '../../../src/engine/cups/shoot-out.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const side = (clubId: string, ability = 8, keeper = 8, takers = 11): ShootOutSide => ({
  clubId,
  takers: Array.from({ length: takers }, (_, i) => ({ playerId: `${clubId}${i + 1}`, ability })),
  keeper,
});
// With equal abilities a kick is [taker's die, keeper's die]: a goal when the taker's, with the spot's 2, is higher.
const GOAL = [6, 1];
const MISS = [1, 6];

describe('classic penalty shoot-out', () => {
  it('GIVEN the second side misses its first three and the first scores them THEN it stops at 3-0 after six kicks', () => {
    const dice = scriptedDice([...GOAL, ...MISS, ...GOAL, ...MISS, ...GOAL, ...MISS]);
    const result = shootOut(side('h'), side('a'), dice);
    expect(result).toMatchObject({ firstScore: 3, secondScore: 0, winnerId: 'h', decidedByDie: false });
    expect(result.kicks.map((k) => k.clubId)).toEqual(['h', 'a', 'h', 'a', 'h', 'a']);
    expect(dice.remaining()).toBe(0);
  });

  it('GIVEN the first side cannot be caught after its fourth kick THEN the second side takes no fourth', () => {
    const dice = scriptedDice([...GOAL, ...MISS, ...GOAL, ...MISS, ...GOAL, ...GOAL, ...GOAL]);
    const result = shootOut(side('h'), side('a'), dice);
    expect(result).toMatchObject({ firstScore: 4, secondScore: 1, winnerId: 'h' });
    expect(result.kicks).toHaveLength(7);
  });

  it('GIVEN five goals each THEN sudden death, in pairs, until one scores and the other misses', () => {
    const dice = scriptedDice([...Array(10).fill(GOAL).flat(), ...GOAL, ...GOAL, ...MISS, ...GOAL]);
    const result = shootOut(side('h'), side('a'), dice);
    expect(result).toMatchObject({ firstScore: 6, secondScore: 7, winnerId: 'a', decidedByDie: false });
    expect(result.kicks.filter((k) => k.suddenDeath).map((k) => [k.clubId, k.scored])).toEqual([
      ['h', true],
      ['a', true],
      ['h', false],
      ['a', true],
    ]);
  });

  it('GIVEN a shot equal to the save THEN the keeper has it, as in open play', () => {
    // Taker 8 + 1 + 2 = 11 against keeper 7 + 4 = 11: saved. Then the away side, 8 + 1 + 2 = 11 against keeper 8 + 2 = 10: a goal.
    const dice = scriptedDice([1, 4, 1, 2, ...MISS, ...MISS, ...MISS, ...MISS, ...MISS, ...MISS, ...MISS, ...MISS]);
    const result = shootOut(side('h', 8, 8), side('a', 8, 7), dice);
    expect(result.kicks[0]).toMatchObject({ clubId: 'h', playerId: 'h1', shot: 11, save: 11, scored: false });
    expect(result.kicks[1]).toMatchObject({ clubId: 'a', playerId: 'a1', shot: 11, save: 10, scored: true });
    expect(result.winnerId).toBe('a');
  });

  it('GIVEN two takers THEN the order starts again after the last', () => {
    const dice = scriptedDice([...Array(10).fill(GOAL).flat(), ...GOAL, ...MISS]);
    const result = shootOut(side('h', 8, 8, 2), side('a', 8, 8, 3), dice);
    expect(result.kicks.filter((k) => k.clubId === 'h').map((k) => k.playerId)).toEqual(['h1', 'h2', 'h1', 'h2', 'h1', 'h2']);
    expect(result.kicks.filter((k) => k.clubId === 'a').map((k) => k.playerId)).toEqual(['a1', 'a2', 'a3', 'a1', 'a2', 'a3']);
  });

  it('GIVEN keepers no taker can beat THEN twenty pairs of sudden death, then a die: 4 to 6 the second side', () => {
    // Taker 5 + 6 + 2 = 13 never beats keeper 12 + 1 = 13.
    const kicks = 2 * (5 + 20);
    const dice = scriptedDice([...Array(kicks).fill([6, 1]).flat(), 4]);
    const result = shootOut(side('h', 5, 12), side('a', 5, 12), dice);
    expect(result).toMatchObject({ firstScore: 0, secondScore: 0, winnerId: 'a', decidedByDie: true });
    expect(result.kicks).toHaveLength(kicks);
    expect(dice.remaining()).toBe(0);
  });

  it('GIVEN no takers THEN there is no shoot-out', () => {
    expect(() => shootOut({ clubId: 'h', takers: [], keeper: 8 }, side('a'), seededDice(1))).toThrow(/taker/);
  });

  it('GIVEN any seed and abilities THEN one winner, the scores count the goals, and the sides kick in turn', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 10, max: 20 }), fc.integer({ min: 10, max: 20 }), (seed, taker, keeper) => {
        const result = shootOut(side('h', taker / 2, keeper / 2), side('a', keeper / 2, taker / 2), seededDice(seed));
        expect(['h', 'a']).toContain(result.winnerId);
        expect(result.kicks.filter((k) => k.clubId === 'h' && k.scored)).toHaveLength(result.firstScore);
        expect(result.kicks.filter((k) => k.clubId === 'a' && k.scored)).toHaveLength(result.secondScore);
        result.kicks.forEach((k, i) => expect(k.clubId).toBe(i % 2 === 0 ? 'h' : 'a'));
        if (!result.decidedByDie) expect(result.winnerId).toBe(result.firstScore > result.secondScore ? 'h' : 'a');
      }),
      { numRuns: 200 },
    );
  });

  it('GIVEN a lineup THEN the best outfield players kick first and the goalkeeper last', () => {
    const order = penaltyOrder([
      { playerId: 'gk', ability: 9, goalkeeper: true },
      { playerId: 'd', ability: 6, goalkeeper: false },
      { playerId: 'm', ability: 8, goalkeeper: false },
      { playerId: 'f', ability: 8, goalkeeper: false },
      { playerId: 'y', ability: 5, goalkeeper: false },
    ]);
    expect(order.map((t) => t.playerId)).toEqual(['m', 'f', 'd', 'y', 'gk']);
  });

  const nonPlayer: [division: 0 | 1 | 2 | 3, abilities: number[]][] = [
    [0, [10, 10, 9, 9, 8]],
    [1, [9, 9, 8, 8, 7]],
    [2, [8, 8, 7, 7, 6]],
    [3, [7, 7, 6, 6, 5]],
  ];
  it.each(nonPlayer)('GIVEN a non-player side of division %i THEN it kicks with the rulebook shooters %j', (division, abilities) => {
    expect(nonPlayerTakers(division)).toEqual(abilities.map((ability) => ({ playerId: null, ability })));
  });
});
