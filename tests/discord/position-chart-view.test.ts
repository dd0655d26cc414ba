import { describe, expect, it } from 'vitest';
import { positionChartView } from '../../src/league/state-views/position-chart-view.js';
import { divisionTable } from '../../src/engine/season/league-table.js';

/** Four clubs, three rounds: a leads after one, c passes a on goals scored after two, d leads after three. */
const division = {
  clubIds: ['a', 'b', 'c', 'd'],
  results: [
    { round: 1, homeId: 'a', awayId: 'c', homeGoals: 2, awayGoals: 0 },
    { round: 1, homeId: 'b', awayId: 'd', homeGoals: 1, awayGoals: 1 },
    { round: 2, homeId: 'c', awayId: 'b', homeGoals: 3, awayGoals: 0 },
    { round: 2, homeId: 'd', awayId: 'a', homeGoals: 1, awayGoals: 0 },
    { round: 3, homeId: 'c', awayId: 'a', homeGoals: 4, awayGoals: 0 },
    { round: 3, homeId: 'd', awayId: 'b', homeGoals: 2, awayGoals: 0 },
  ],
};

describe('positionChartView', () => {
  it('gives each chosen club its position after every round, by the table as it stood', () => {
    const view = positionChartView('Season 1', division, ['a', 'c', 'elsewhere'], (id) => id.toUpperCase());
    expect(view.places).toBe(4);
    expect(view.series).toEqual([
      { clubName: 'A', positions: [1, 3, 3] },
      { clubName: 'C', positions: [4, 2, 2] },
    ]);
  });

  it('ends where the final table ends', () => {
    const view = positionChartView('Season 1', division, division.clubIds, (id) => id);
    const final = divisionTable(division).map((row) => row.clubId);
    expect(view.series.map((s) => final.indexOf(s.clubName) + 1)).toEqual(view.series.map((s) => s.positions.at(-1)));
  });
});
