import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { byesNeeded, drawRound, roundsFor } from '../../../src/engine/cups/draw.js';
import { checkDrawnRound } from '../../support/knockout-properties.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const clubs = (n: number) => Array.from({ length: n }, (_, i) => `c${i + 1}`);

describe('cup draw', () => {
  const sizes: [clubs: number, byes: number, rounds: number][] = [
    [2, 0, 1],
    [3, 1, 2],
    [6, 2, 3],
    [16, 0, 4],
    [20, 12, 5],
    [32, 0, 5],
  ];
  it.each(sizes)('GIVEN %i clubs THEN %i byes and %i rounds', (n, byes, rounds) => {
    expect(byesNeeded(n)).toBe(byes);
    expect(roundsFor(n)).toBe(rounds);
  });

  it('GIVEN fewer than two clubs THEN there is no round to draw', () => {
    expect(() => byesNeeded(1)).toThrow(/at least two/);
  });

  it('GIVEN scripted dice THEN clubs come out of the hat in the order rolled and the first of each pair is at home', () => {
    // Hat c1..c4: roll 3 takes c3, then (c1 c2 c4) roll 1 takes c1, then (c2 c4) roll 2 takes c4, then c2.
    const dice = scriptedDice([3, 1, 2, 1]);
    expect(drawRound(clubs(4), dice)).toEqual({
      ties: [
        { homeId: 'c3', awayId: 'c1' },
        { homeId: 'c4', awayId: 'c2' },
      ],
      byes: [],
    });
    expect(dice.remaining()).toBe(0);
  });

  it('GIVEN six clubs THEN the first two out of the hat take the byes', () => {
    const round = drawRound(clubs(6), scriptedDice([6, 5, 1, 1, 1, 1]));
    expect(round.byes).toEqual(['c6', 'c5']);
    expect(round.ties).toEqual([
      { homeId: 'c1', awayId: 'c2' },
      { homeId: 'c3', awayId: 'c4' },
    ]);
  });

  it('GIVEN a club twice THEN the draw refuses', () => {
    expect(() => drawRound(['a', 'b', 'a', 'c'], seededDice(1))).toThrow(/twice/);
  });

  it('GIVEN any number of clubs from 2 to 40 and any seed THEN each club is drawn once, in a tie or a bye, with byes only where needed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer(), (n, seed) => checkDrawnRound(drawRound(clubs(n), seededDice(seed)), clubs(n))),
      { numRuns: 200 },
    );
  });

  it('GIVEN the same seed THEN the same draw', () => {
    expect(drawRound(clubs(32), seededDice(9))).toEqual(drawRound(clubs(32), seededDice(9)));
  });
});
