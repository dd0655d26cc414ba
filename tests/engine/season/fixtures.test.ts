import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { fixtureList, fixtureTemplate } from '../../../src/engine/season/fixtures.js';
import { checkFixtureList } from '../../support/fixture-properties.js';

const CLUBS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('fixture list', () => {
  it('GIVEN any seed THEN the list is a double round robin over 14 rounds with no three home or away in a row and no meeting in consecutive rounds', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        checkFixtureList(fixtureList(CLUBS, seededDice(seed)), CLUBS);
      }),
      { numRuns: 200 },
    );
  });

  it('GIVEN the same seed THEN the same list is drawn', () => {
    expect(fixtureList(CLUBS, seededDice(5))).toEqual(fixtureList(CLUBS, seededDice(5)));
  });

  it.each([4, 5, 6, 7, 9, 10, 11, 12])('GIVEN %i clubs and any seed THEN the list keeps every rule', (size) => {
    const clubs = Array.from({ length: size }, (_, i) => `c${i}`);
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        checkFixtureList(fixtureList(clubs, seededDice(seed)), clubs);
      }),
      { numRuns: 50 },
    );
  });

  it('GIVEN eight clubs THEN the slot template is the one the football seasons were played with', () => {
    const rounds = fixtureTemplate(8);
    expect(rounds).toHaveLength(14);
    expect(rounds[0]).toEqual([
      [7, 0],
      [1, 6],
      [5, 2],
      [3, 4],
    ]);
    expect(rounds[7]).toEqual([
      [7, 1],
      [0, 2],
      [3, 6],
      [5, 4],
    ]);
  });

  it.each([3, 13])('GIVEN a division of %i clubs THEN no list is drawn', (size) => {
    const clubs = Array.from({ length: size }, (_, i) => `c${i}`);
    expect(() => fixtureList(clubs, seededDice(1))).toThrow(/4 to 12 clubs/);
  });
});
