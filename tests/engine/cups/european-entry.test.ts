import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { EUROPEAN_COMPETITIONS } from '../../../src/engine/model/cup-competitions.js';
import { playKnockout } from '../../../src/engine/cups/knockout.js';
import { europeanEntry, europeanFields, type EuropeanQualifiers } from '../../../src/engine/cups/european-entry.js';
import { FOREIGN_CLUBS, FOREIGN_RANKING, foreignClubs } from '../../../src/engine/cups/foreign-clubs.js';
import { CLUB_NAMES, PLAYER_CLUB_NAMES } from '../../../src/engine/setup/names.js';
import { checkKnockout } from '../../support/knockout-properties.js';

const LEAGUE = Array.from({ length: 32 }, (_, i) => `c${i + 1}`);
const namesOf = (ids: readonly string[]) => ids.map((id) => `Club ${id}`);

describe('European entry', () => {
  const cases: [story: string, q: EuropeanQualifiers, expected: ReturnType<typeof europeanEntry>][] = [
    [
      'champions and cup winners differ',
      { championId: 'c1', cupWinnerId: 'c9', cupRunnerUpId: 'c2', managerClubIds: ['c1', 'c5', 'c9', 'c30'] },
      { 'european-cup': ['c1'], 'cup-winners-cup': ['c9'], 'uefa-cup': ['c5', 'c30'] },
    ],
    [
      "the champions did the double: the runners-up take the Cup-Winners' Cup",
      { championId: 'c1', cupWinnerId: 'c1', cupRunnerUpId: 'c20', managerClubIds: ['c1', 'c20', 'c25'] },
      { 'european-cup': ['c1'], 'cup-winners-cup': ['c20'], 'uefa-cup': ['c25'] },
    ],
    [
      "non-player champions and cup winners: every manager's club to the UEFA Cup",
      { championId: 'c3', cupWinnerId: 'c12', cupRunnerUpId: 'c31', managerClubIds: ['c29', 'c31', 'c29'] },
      { 'european-cup': ['c3'], 'cup-winners-cup': ['c12'], 'uefa-cup': ['c29', 'c31'] },
    ],
    [
      'the only manager is the champion: no UEFA Cup club of ours',
      { championId: 'c1', cupWinnerId: 'c2', cupRunnerUpId: 'c3', managerClubIds: ['c1'] },
      { 'european-cup': ['c1'], 'cup-winners-cup': ['c2'], 'uefa-cup': [] },
    ],
  ];
  it.each(cases)('GIVEN %s THEN each goes where Football Fortunes sends it', (_story, q, expected) => {
    expect(europeanEntry(q)).toEqual(expected);
  });

  it('GIVEN a cup final with one club on both sides THEN the entry refuses', () => {
    expect(() => europeanEntry({ championId: 'c1', cupWinnerId: 'c1', cupRunnerUpId: 'c1', managerClubIds: [] })).toThrow(/two different/);
  });

  it('GIVEN the foreign names THEN none is a name the league gives its own clubs, and none repeats', () => {
    const names = FOREIGN_CLUBS.map((c) => c.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const own of [...CLUB_NAMES, ...PLAYER_CLUB_NAMES]) expect(names).not.toContain(own.toLowerCase());
  });

  it('GIVEN a manager who named his club like a foreign club THEN no foreign club takes that name', () => {
    for (let seed = 0; seed < 20; seed++) {
      const clubs = foreignClubs(
        { 'european-cup': 15, 'cup-winners-cup': 15, 'uefa-cup': 15 },
        ['jadran sveti lovro', ' Rapid Almtal '],
        seededDice(seed),
        'f',
      );
      expect(clubs.map((c) => c.name)).not.toContain('Jadran Sveti Lovro');
      expect(clubs.map((c) => c.name)).not.toContain('Rapid Almtal');
    }
  });

  it('GIVEN more clubs wanted than names left THEN it says so', () => {
    expect(() => foreignClubs({ 'european-cup': 40, 'cup-winners-cup': 40, 'uefa-cup': 0 }, [], seededDice(1), 'f')).toThrow(/not enough/);
  });

  it('GIVEN any qualifiers and seed THEN sixteen a field, no club in two competitions, unclashing names, strength by competition, and every draw has one winner', () => {
    const qualifiers = fc
      .record({
        championId: fc.constantFrom(...LEAGUE),
        cupWinnerId: fc.constantFrom(...LEAGUE),
        cupRunnerUpId: fc.constantFrom(...LEAGUE),
        managerClubIds: fc.uniqueArray(fc.constantFrom(...LEAGUE), { minLength: 1, maxLength: 8 }),
      })
      .filter((q) => q.cupWinnerId !== q.cupRunnerUpId);
    fc.assert(
      fc.property(qualifiers, fc.integer(), (q, seed) => {
        const dice = seededDice(seed);
        const leagueNames = [...namesOf(LEAGUE), 'Jadran Sveti Lovro'];
        const { fields, foreign } = europeanFields(europeanEntry(q), leagueNames, dice, 'f');
        const all = EUROPEAN_COMPETITIONS.flatMap((c) => fields[c]);
        expect(new Set(all).size).toBe(all.length);
        expect(fields['european-cup'][0]).toBe(q.championId);
        for (const competition of EUROPEAN_COMPETITIONS) {
          const field = fields[competition];
          expect([0, 16]).toContain(field.length);
          if (field.length === 0) continue;
          const knockout = playKnockout(field, dice, (tie) => (dice.roll(2) === 1 ? tie.homeId : tie.awayId));
          expect(knockout.rounds).toHaveLength(4);
          checkKnockout(knockout, field);
        }
        const names = foreign.map((c) => c.name.toLowerCase());
        expect(new Set(names).size).toBe(names.length);
        for (const own of leagueNames) expect(names).not.toContain(own.toLowerCase());
        for (const club of foreign) {
          const { best, die } = FOREIGN_RANKING[club.competition];
          expect(club.ranking).toBeGreaterThanOrEqual(best);
          expect(club.ranking).toBeLessThanOrEqual(best + die - 1);
          expect(club.chart.goalkeeper).toBeLessThanOrEqual(10);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('GIVEN many seasons of fields THEN European Cup clubs are the strongest and UEFA Cup clubs the weakest on average', () => {
    const attack = { 'european-cup': [] as number[], 'cup-winners-cup': [] as number[], 'uefa-cup': [] as number[] };
    for (let seed = 0; seed < 40; seed++) {
      for (const club of foreignClubs({ 'european-cup': 15, 'cup-winners-cup': 15, 'uefa-cup': 15 }, [], seededDice(seed), 'f')) {
        attack[club.competition].push(club.chart.full.home.attack);
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(attack['european-cup'])).toBeGreaterThan(mean(attack['cup-winners-cup']));
    expect(mean(attack['cup-winners-cup'])).toBeGreaterThan(mean(attack['uefa-cup']));
  });
});
