import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { fixtureList } from '../../../src/engine/season/fixtures.js';
import type { Fixture } from '../../../src/engine/types.js';

const CLUBS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

function venues(fixtures: Fixture[], club: string): ('H' | 'A')[] {
  return [...fixtures]
    .filter((f) => f.homeId === club || f.awayId === club)
    .sort((x, y) => x.round - y.round)
    .map((f) => (f.homeId === club ? 'H' : 'A'));
}

function checkFixtureList(fixtures: Fixture[]): void {
  expect(fixtures).toHaveLength(56);
  for (let round = 1; round <= 14; round++) {
    const clubs = fixtures.filter((f) => f.round === round).flatMap((f) => [f.homeId, f.awayId]);
    expect(new Set(clubs).size).toBe(8);
  }
  for (const home of CLUBS) {
    for (const away of CLUBS) {
      if (home === away) continue;
      expect(fixtures.filter((f) => f.homeId === home && f.awayId === away)).toHaveLength(1);
    }
  }
  for (const club of CLUBS) {
    const run = venues(fixtures, club).join('');
    expect(run).not.toMatch(/HHH|AAA/);
  }
  for (let round = 2; round <= 14; round++) {
    const pairs = (r: number) => fixtures.filter((f) => f.round === r).map((f) => [f.homeId, f.awayId].sort().join('-'));
    const previous = new Set(pairs(round - 1));
    for (const pair of pairs(round)) expect(previous.has(pair)).toBe(false);
  }
}

describe('fixture list', () => {
  it('GIVEN any seed THEN the list is a double round robin over 14 rounds with no three home or away in a row and no meeting in consecutive rounds', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        checkFixtureList(fixtureList(CLUBS, seededDice(seed)));
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

