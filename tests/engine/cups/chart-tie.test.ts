import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { chartTie, cupRanking, type ChartSide } from '../../../src/engine/cups/chart-tie.js';
import type { DivisionIndex } from '../../../src/engine/model/types.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const club = (clubId: string, division: DivisionIndex, ranking: number, goalkeeper = 8): ChartSide => ({ clubId, division, ranking, goalkeeper });

describe('cup ties between clubs without squads', () => {
  const rankings: [division: DivisionIndex, ranking: number, cup: number][] = [
    [0, 1, 1],
    [0, 8, 8],
    [1, 1, 9],
    [2, 5, 21],
    [3, 8, 32],
    [0, -2, -2],
  ];
  it.each(rankings)('GIVEN division %i ranking %i THEN cup ranking %i', (division, ranking, cup) => {
    expect(cupRanking(division, ranking)).toBe(cup);
  });

  it("GIVEN the Premier's best at home to the Fourth's last THEN the +5 home row: a seven wins it by one", () => {
    const dice = scriptedDice([3, 4, 1]);
    const tie = chartTie(club('p1', 0, 1), club('f8', 3, 8), dice, false);
    expect(tie).toMatchObject({ homeGoals: 1, awayGoals: 0, winnerId: 'p1', shootOut: null, chartHomeId: 'p1' });
    expect(tie.chart.row).toBe('+5 home');
    expect(dice.remaining()).toBe(0);
  });

  it("GIVEN a Fourth Division club at home to the Premier's second THEN the chart reads the gap across divisions: +5 away", () => {
    const tie = chartTie(club('f1', 3, 1), club('p2', 0, 2), scriptedDice([6, 6, 1]), false);
    expect(tie.chart.row).toBe('+5 away');
    // A twelve on the +5 away row: the away side by 3 (docs/rules.md, "Results").
    expect(tie).toMatchObject({ homeGoals: 0, awayGoals: 3, winnerId: 'p2' });
  });

  it("GIVEN a draw on the chart THEN penalties, each side with its division's shooters, decide it", () => {
    // Second Division 3 v 4 (cup rankings 11 and 12): close, a seven is a draw, a 4 makes it 2-2.
    // Home takers 9 + 6 + 2 beat keeper 8 + 1 three times; away takers 9 + 1 + 2 lose to keeper 8 + 6 three times.
    const dice = scriptedDice([3, 4, 4, 6, 1, 1, 6, 6, 1, 1, 6, 6, 1, 1, 6]);
    const tie = chartTie(club('s3', 1, 3), club('s4', 1, 4), dice, false);
    expect(tie.chart.row).toBe('close');
    expect(tie).toMatchObject({ homeGoals: 2, awayGoals: 2, winnerId: 's3' });
    expect(tie.shootOut).toMatchObject({ firstScore: 3, secondScore: 0, winnerId: 's3' });
    expect(tie.shootOut?.kicks[0]).toMatchObject({ clubId: 's3', playerId: null, shot: 17, save: 9 });
    expect(dice.remaining()).toBe(0);
  });

  const neutral: [die: number, roll: [number, number], chartHome: string, homeGoals: number, awayGoals: number, winner: string][] = [
    // 1-3: the club drawn first (the Fourth's last) is the chart's home side; +5 away, an eight: away by 1.
    [3, [4, 4], 'f8', 0, 1, 'p1'],
    // 4-6: the Premier's best is the chart's home side; +5 home, a seven: it wins by 1, shown from the draw's order.
    [4, [3, 4], 'p1', 0, 1, 'p1'],
  ];
  it.each(neutral)(
    "GIVEN a final on a neutral ground and a die of %i THEN the chart's home side is as the die says",
    (die, roll, chartHome, homeGoals, awayGoals, winner) => {
      const dice = scriptedDice([die, ...roll, 1]);
      const tie = chartTie(club('f8', 3, 8), club('p1', 0, 1), dice, true);
      expect(tie).toMatchObject({ homeId: 'f8', awayId: 'p1', chartHomeId: chartHome, homeGoals, awayGoals, winnerId: winner });
      expect(dice.remaining()).toBe(0);
    },
  );

  it("GIVEN any seed and clubs THEN exactly one winner: the club with more goals, or the shoot-out's", () => {
    const side = (id: string) =>
      fc
        .record({ division: fc.constantFrom<DivisionIndex>(0, 1, 2, 3), ranking: fc.integer({ min: -2, max: 8 }) })
        .map((r) => club(id, r.division, r.ranking));
    fc.assert(
      fc.property(side('h'), side('a'), fc.boolean(), fc.integer(), (home, away, onNeutral, seed) => {
        const tie = chartTie(home, away, seededDice(seed), onNeutral);
        expect(['h', 'a']).toContain(tie.winnerId);
        if (tie.homeGoals === tie.awayGoals) expect(tie.winnerId).toBe(tie.shootOut?.winnerId);
        else expect(tie.winnerId).toBe(tie.homeGoals > tie.awayGoals ? 'h' : 'a');
        expect(tie.shootOut === null).toBe(tie.homeGoals !== tie.awayGoals);
      }),
      { numRuns: 300 },
    );
  });

  it("GIVEN a thousand finals between the Premier's best and the Fourth's last THEN the stronger club wins most", () => {
    let wins = 0;
    for (let seed = 0; seed < 1000; seed++) if (chartTie(club('f8', 3, 8), club('p1', 0, 1), seededDice(seed), true).winnerId === 'p1') wins++;
    expect(wins).toBeGreaterThan(800);
  });
});
