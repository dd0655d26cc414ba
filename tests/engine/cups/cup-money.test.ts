import { describe, expect, it } from 'vitest';
import { EUROPEAN_COMPETITIONS, FIELD_SIZE, type CupCompetition } from '../../../src/engine/model/cup-competitions.js';
import { CUP_PRIZES, FOREIGN_GROUND_GATE, cupGateShares, cupPrize } from '../../../src/engine/cups/cup-money.js';
import { roundsFor } from '../../../src/engine/cups/draw.js';
import { LEAGUE_POSITION_BONUS } from '../../../src/engine/preseason/league-position-bonus.js';

describe('cup money', () => {
  const gates: [gate: number, neutral: boolean, home: number, away: number][] = [
    [130_000, false, 65_000, 65_000],
    [130_001, false, 65_001, 65_000],
    [0, false, 0, 0],
    [360_000, true, 0, 0],
  ];
  it.each(gates)('GIVEN a gate of %i (neutral %s) THEN home takes %i and away %i', (gate, neutral, home, away) => {
    expect(cupGateShares(gate, neutral)).toEqual({ home, away });
  });

  it('GIVEN a tie abroad THEN the gate is a Premier crowd of 36,000 at £10', () => {
    expect(FOREIGN_GROUND_GATE).toBe(360_000);
    expect(cupGateShares(FOREIGN_GROUND_GATE, false).away).toBe(180_000);
  });

  const prizes: [competition: CupCompetition, round: number, won: boolean, prize: number][] = [
    ['cup', 1, true, 100_000],
    ['cup', 1, false, 0],
    ['cup', 4, true, 750_000],
    ['cup', 4, false, 0],
    ['cup', 5, true, 1_500_000],
    ['cup', 5, false, 750_000],
    ['european-cup', 1, true, 500_000],
    ['european-cup', 4, true, 4_000_000],
    ['european-cup', 4, false, 2_000_000],
    ['cup-winners-cup', 2, true, 750_000],
    ['uefa-cup', 3, false, 0],
    ['uefa-cup', 4, false, 1_000_000],
  ];
  it.each(prizes)('GIVEN the %s, round %i, won %s THEN £%i', (competition, round, won, prize) => {
    expect(cupPrize(competition, round, won)).toBe(prize);
  });

  it('GIVEN a round the competition does not have THEN it refuses', () => {
    expect(() => cupPrize('cup', 6, true)).toThrow(/no round 6/);
    expect(() => cupPrize('uefa-cup', 5, true)).toThrow(/no round 5/);
    expect(() => cupPrize('cup', 0, true)).toThrow(/no round 0/);
  });

  it("GIVEN each competition THEN one prize a round, rising to the final, and the winner's run is worth what docs/rules.md says", () => {
    for (const competition of ['cup', ...EUROPEAN_COMPETITIONS] as const) {
      const { won } = CUP_PRIZES[competition];
      expect(won).toHaveLength(roundsFor(FIELD_SIZE[competition]));
      for (let i = 1; i < won.length; i++) expect(won[i]).toBeGreaterThan(won[i - 1]!);
    }
    const run = (c: CupCompetition) => CUP_PRIZES[c].won.reduce((a, b) => a + b, 0);
    expect(run('cup')).toBe(2_950_000);
    expect(run('cup')).toBeGreaterThan(LEAGUE_POSITION_BONUS[3][0]!);
    expect(run('cup')).toBeLessThan(LEAGUE_POSITION_BONUS[2][0]!);
    expect(run('european-cup')).toBe(7_500_000);
    expect(run('european-cup')).toBeLessThan(LEAGUE_POSITION_BONUS[0][0]!);
    expect(run('european-cup')).toBeGreaterThan(run('cup-winners-cup'));
    expect(run('cup-winners-cup')).toBeGreaterThan(run('uefa-cup'));
  });
});
