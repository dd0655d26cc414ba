import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { seasonCalendar } from '../../../src/engine/fortunes-game/calendar.js';
import { computerClubs, LEAGUE_SIZE, SKILL_LEVELS } from '../../../src/engine/fortunes-game/computer-clubs.js';
import { newCup, playCupRound, type Cup } from '../../../src/engine/fortunes-game/cup.js';
import { canLoan, dealsOpen } from '../../../src/engine/fortunes-game/deals-window.js';
import { europeanEntries, europeanField } from '../../../src/engine/fortunes-game/europe.js';
import { gateShare, gateShown } from '../../../src/engine/fortunes-game/gate.js';
import { leagueRounds, leagueTable, newLeagueSeason, positions } from '../../../src/engine/fortunes-game/league.js';
import { totalStrength } from '../../../src/engine/fortunes-game/line-up.js';

const TEN = Array.from({ length: LEAGUE_SIZE }, (_, i) => `c${i}`);
const SIDE = { defence: 16, attack: 18 };

describe('the ten-strong league (003, "Introduction")', () => {
  it('GIVEN ten clubs THEN eighteen rounds in which every club meets every other once at home and once away', () => {
    const season = newLeagueSeason(TEN, seededDice(3));
    expect(leagueRounds(season)).toBe(18);
    for (const a of TEN) {
      for (const b of TEN.filter((id) => id !== a)) {
        expect(season.fixtures.filter((f) => f.homeId === a && f.awayId === b)).toHaveLength(1);
      }
    }
  });

  it('GIVEN results THEN the table ranks by points, then goal difference', () => {
    const season = {
      clubIds: ['a', 'b', 'c'],
      results: [
        { round: 1, homeId: 'a', awayId: 'b', homeGoals: 1, awayGoals: 0 },
        { round: 2, homeId: 'c', awayId: 'b', homeGoals: 3, awayGoals: 0 },
        { round: 3, homeId: 'a', awayId: 'c', homeGoals: 0, awayGoals: 0 },
      ],
    };
    expect(leagueTable(season).map((r) => [r.clubId, r.points])).toEqual([
      ['c', 4],
      ['a', 4],
      ['b', 0],
    ]);
    expect(positions(season)).toEqual({ c: 1, a: 2, b: 3 });
  });
});

describe('gate money (003, "After the Match": half of the amount shown, by both league positions)', () => {
  it('GIVEN first against second THEN £100,000 shown, £50,000 each; ninth against tenth £36,000, £18,000 each', () => {
    expect(gateShown(1, 2)).toBe(100_000);
    expect(gateShare(1, 2)).toBe(50_000);
    expect(gateShown(9, 10)).toBe(36_000);
    expect(gateShare(10, 9)).toBe(18_000);
    expect(gateShare(1, 10)).toBeGreaterThan(gateShare(5, 10));
  });
});

describe('the computer\'s clubs at each skill level (003, "Setting up the teams")', () => {
  it('GIVEN levels 1 to 4 THEN the computer clubs are stronger at each level, level 2 a little below the 33.6 stars of a dealt side', () => {
    const mean = (level: (typeof SKILL_LEVELS)[number]) => {
      const clubs = computerClubs(8, level, []);
      return clubs.reduce((sum, c) => sum + totalStrength(c.values), 0) / clubs.length;
    };
    expect(mean(1)).toBeLessThan(mean(2));
    expect(mean(2)).toBeLessThan(mean(3));
    expect(mean(3)).toBeLessThan(mean(4));
    expect(mean(2)).toBe(32);
  });
});

describe('the cups (003, "Cup matches will be played on a knockout basis")', () => {
  const manager = (id: string) => id === 'c0' || id === 'c1';

  it('GIVEN ten clubs THEN the first round is two ties with six byes, and the cup is won in four rounds', () => {
    const cup = newCup('fa-cup', TEN, () => true);
    const dice = seededDice(5);
    expect(
      playCupRound(
        cup,
        () => SIDE,
        () => true,
        dice,
      ),
    ).toHaveLength(2);
    expect(cup.alive).toHaveLength(8);
    playCupRound(
      cup,
      () => SIDE,
      () => true,
      dice,
    );
    expect(cup.semiFinalPlayed).toBe(false);
    playCupRound(
      cup,
      () => SIDE,
      () => true,
      dice,
    );
    expect(cup.semiFinalPlayed).toBe(true);
    const final = playCupRound(
      cup,
      () => SIDE,
      () => true,
      dice,
    );
    expect(final).toHaveLength(1);
    expect(cup.winnerId).toBe(final[0]!.winnerId);
  });

  it('GIVEN every manager out THEN the cup ceases and plays no more rounds', () => {
    const cup: Cup = newCup('fa-cup', TEN, manager);
    const dice = seededDice(11);
    const weak = { defence: 0, attack: 0 };
    for (let round = 0; round < 4 && !cup.ceased; round++) playCupRound(cup, (id) => (manager(id) ? weak : SIDE), manager, dice);
    expect(cup.ceased).toBe(true);
    expect(cup.alive.some(manager)).toBe(false);
    expect(playCupRound(cup, () => SIDE, manager, dice)).toEqual([]);
  });

  it('GIVEN a European competition with no manager entered THEN it has ceased before it starts', () => {
    expect(newCup('european-cup', europeanField('european-cup', ['c5']), manager).ceased).toBe(true);
    expect(europeanField('uefa-cup', TEN.slice(2))).toHaveLength(16);
  });
});

describe('European entry (003, "Introduction")', () => {
  it("GIVEN champions, cup winners and the rest THEN European Cup, Cup-Winners' Cup and UEFA Cup", () => {
    expect(europeanEntries({ table: TEN, cupWinnerId: 'c3', cupRunnerUpId: 'c0' })).toEqual({
      'european-cup': ['c0'],
      'cup-winners-cup': ['c3'],
      'uefa-cup': TEN.filter((id) => id !== 'c0' && id !== 'c3'),
    });
  });

  it("GIVEN the champions won the Cup too THEN the runners-up take the Cup-Winners' Cup place", () => {
    expect(europeanEntries({ table: TEN, cupWinnerId: 'c0', cupRunnerUpId: 'c7' })['cup-winners-cup']).toEqual(['c7']);
  });
});

describe('the deals window (003, transfer rules 2, 3 and 6)', () => {
  it('GIVEN a semi-final played THEN no deals until the new season; GIVEN the cups ceased before one THEN deals stay open', () => {
    const played = newCup('fa-cup', TEN, () => true);
    expect(dealsOpen([played])).toBe(true);
    played.semiFinalPlayed = true;
    expect(dealsOpen([played])).toBe(false);
    const ceased = { ...newCup('fa-cup', TEN, () => true), ceased: true };
    expect(dealsOpen([ceased])).toBe(true);
  });

  it('GIVEN a cup turn THEN a loan needs both clubs still in a running cup; a league turn any two', () => {
    const cup = { ...newCup('fa-cup', TEN, () => true), alive: ['c0', 'c1', 'c2', 'c3'] };
    expect(canLoan([cup], 'c0', 'c1', 'cup')).toBe(true);
    expect(canLoan([cup], 'c0', 'c9', 'cup')).toBe(false);
    expect(canLoan([cup], 'c0', 'c9', 'league')).toBe(true);
  });
});

describe('the season calendar', () => {
  it('GIVEN eighteen league rounds THEN a cup turn after every fourth: 22 turns, four of them cup turns', () => {
    const slots = seasonCalendar(18);
    expect(slots).toHaveLength(22);
    expect(slots.filter((s) => s.kind === 'cup').map((s) => s.round)).toEqual([1, 2, 3, 4]);
    expect(slots.findIndex((s) => s.kind === 'cup')).toBe(4);
  });
});
