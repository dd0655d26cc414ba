import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { detailedKick } from '../../../src/engine/cups/detailed-kick.js';
import { shootOutSideOf } from '../../../src/engine/cups/classic-tie.js';
import { shootOut } from '../../../src/engine/cups/shoot-out.js';
import { scriptedDice } from '../../support/scripted-dice.js';
import { nonPlayerSide, playerSide } from '../match/sides.js';

describe('a detailed-engine shoot-out kick', () => {
  const kicks: [taker: number, keeper: number, red: number, white: number, target: number, scored: boolean][] = [
    // A 7 has PK 68; a keeper of 6.5 to 8.5 adjusts nothing.
    [7, 7, 6, 8, 68, true],
    [7, 7, 7, 1, 68, false],
    // A keeper of 6 or less gives ten more (PK 78), of 9 or more ten fewer (PK 58).
    [7, 6, 7, 8, 78, true],
    [7, 9, 6, 1, 58, false],
    [10, 10, 6, 6, 66, true],
    [5, 7, 6, 5, 64, false],
  ];
  it.each(kicks)(
    'GIVEN a taker of %d against a keeper of %d and dice %i, %i THEN the target is %i and the goal %s',
    (taker, keeper, red, white, target, scored) => {
      const dice = scriptedDice([red, white]);
      expect(detailedKick({ playerId: 't', ability: taker }, keeper, dice)).toEqual({ engine: 'detailed', roll: red * 10 + white, target, scored });
      expect(dice.remaining()).toBe(0);
    },
  );

  it('GIVEN a tie still level after extra time THEN the detailed shoot-out is read off the PK cards and has a winner', () => {
    // Home (rated 7, PK 68) scores its five; away's Fourth Division shooters (7, PK 68) miss their first three against a keeper of 7: 3-0 after six kicks.
    const dice = scriptedDice([1, 1, 8, 8, 1, 1, 8, 8, 1, 1, 8, 8]);
    const result = shootOut(shootOutSideOf(playerSide('h', '4-4-2', 7)), shootOutSideOf(nonPlayerSide('a', 42, 28, 7, 3)), dice, detailedKick);
    expect(result).toMatchObject({ firstScore: 3, secondScore: 0, winnerId: 'h', decidedByDie: false });
    expect(result.kicks.map((k) => k.engine)).toEqual(Array(6).fill('detailed'));
    expect(result.kicks[1]).toMatchObject({ clubId: 'a', playerId: null, roll: 88, target: 68, scored: false });
    expect(dice.remaining()).toBe(0);
  });

  it('GIVEN a thousand seeded shoot-outs between equal sides THEN about three kicks in four go in and each has a winner', () => {
    let goals = 0;
    let kicks = 0;
    for (let seed = 0; seed < 1000; seed++) {
      const result = shootOut(
        shootOutSideOf(playerSide('h', '4-4-2', 7)),
        shootOutSideOf(playerSide('a', '4-4-2', 7)),
        seededDice(seed),
        detailedKick,
      );
      expect(result.firstScore).not.toBe(result.secondScore);
      goals += result.firstScore + result.secondScore;
      kicks += result.kicks.length;
    }
    expect(goals / kicks).toBeGreaterThan(0.7);
    expect(goals / kicks).toBeLessThan(0.8);
  });
});
