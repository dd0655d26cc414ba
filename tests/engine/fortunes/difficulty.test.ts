import { describe, expect, it } from 'vitest';
import { chartAtDifficulty, DIFFICULTIES } from '../../../src/engine/fortunes/difficulty.js';
import { nonPlayerChart } from '../../../src/engine/setup/non-player-chart.js';

describe('difficulty', () => {
  it("GIVEN level 2 THEN the charts are today's", () => {
    const chart = nonPlayerChart(3, 4);
    expect(chartAtDifficulty(chart, 2)).toBe(chart);
  });

  it.each([
    [1, -0.5],
    [3, 0.5],
    [4, 1],
  ] as const)('GIVEN level %i THEN every team plays as one %d point(s) stronger would', (level, offset) => {
    for (const division of [0, 1, 2, 3] as const) {
      for (let ranking = 1; ranking <= 8; ranking++) {
        const chart = nonPlayerChart(division, ranking);
        const b = 6 + (3 - division) + (4.5 - ranking) / 7 + offset;
        const half = (x: number) => Math.round(x * 2) / 2;
        const at = chartAtDifficulty(chart, level);
        expect(at.goalkeeper).toBe(half(chart.goalkeeper + offset));
        // Within a half point of the chart built for the stronger b (the stored goalkeeper is already rounded).
        expect(Math.abs(at.full.home.defend - 6 * b)).toBeLessThanOrEqual(1);
        expect(Math.abs(at.full.away.attack - 3.5 * b)).toBeLessThanOrEqual(1);
        expect(Math.abs(at.depleted.home.attack - 4 * (b - 0.5))).toBeLessThanOrEqual(1);
      }
    }
  });

  it('GIVEN the levels THEN each is harder than the one before', () => {
    const chart = nonPlayerChart(2, 1);
    const defends = DIFFICULTIES.map((level) => chartAtDifficulty(chart, level).full.home.defend);
    expect([...defends].sort((a, b) => a - b)).toEqual(defends);
    expect(new Set(defends).size).toBe(4);
  });
});
