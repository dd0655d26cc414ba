import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { fixtureList } from '../../../src/engine/season/fixtures.js';
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

  it('GIVEN a division that is not eight clubs THEN no list is drawn', () => {
    expect(() => fixtureList(CLUBS.slice(1), seededDice(1))).toThrow(/8 clubs/);
  });
});

