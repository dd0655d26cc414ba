import { describe, expect, it } from 'vitest';
import { FOREIGN_CLUBS } from '../../../src/engine/cups/foreign-clubs.js';
import { newLeague } from '../../../src/engine/new-league.js';
import { CLUB_NAMES, PLAYER_CLUB_NAMES } from '../../../src/engine/setup/names.js';

const sameName = (name: string) => name.trim().toLowerCase();

describe('generated club names', () => {
  it.each(['Barcelona', 'Madrid Real', 'Glasgow Celtic', 'Paris', 'Milano', 'Munich', 'Amsterdam', 'Porto'])(
    'GIVEN the pool of club names THEN the real club %s is not in it',
    (real) => {
      expect(CLUB_NAMES.map(sameName)).not.toContain(sameName(real));
    },
  );

  it.each(['Hajduk Split', 'Werder Bremen', 'Sturm Graz', 'Dynamo Minsk', 'Malmo FF', 'Rosenborg Trondheim', 'Sporting Braga', 'Shakhtar Donetsk'])(
    'GIVEN the foreign clubs of the European fields THEN the real club %s is not among them',
    (real) => {
      expect(FOREIGN_CLUBS.map((c) => sameName(c.name))).not.toContain(sameName(real));
    },
  );

  it('GIVEN the pool THEN its names are unique and none is a default manager club or a foreign club', () => {
    const others = new Set([...PLAYER_CLUB_NAMES, ...FOREIGN_CLUBS.map((c) => c.name)].map(sameName));
    expect(new Set(CLUB_NAMES.map(sameName)).size).toBe(CLUB_NAMES.length);
    expect(CLUB_NAMES.filter((name) => others.has(sameName(name)))).toEqual([]);
  });

  it.each(Array.from({ length: 12 }, (_, i) => i + 1))(
    'GIVEN seed %i and managers who chose pool names (in another case) THEN no other club takes them',
    (seed) => {
      const chosen = CLUB_NAMES.slice(0, 8).map((name) => ` ${name.toUpperCase()} `);
      const state = newLeague({ seed, humanClubs: 8, clubNames: chosen });
      const names = Object.values(state.clubs).map((club) => sameName(club.name));
      expect(new Set(names).size).toBe(32);
    },
  );
});
