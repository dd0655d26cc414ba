import { describe, expect, it } from 'vitest';
import { divisionTable as engineTable } from '../../src/engine/season/league-table.js';
import type { Division } from '../../src/engine/model/types.js';
import { divisionTable } from '../../src/league/shared/standings.js';

// Clubs listed in Division Ranking sheet order; their names sort the other way round.
const NAMES: Record<string, string> = { r1: 'Zeta United', r2: 'Yarmouth', r3: 'Xenia', r4: 'Albion' };
const names = { name: (id: string) => NAMES[id]!, manager: () => null };

function division(results: Division['results']): Pick<Division, 'index' | 'clubIds' | 'results'> {
  return { index: 3, clubIds: ['r1', 'r2', 'r3', 'r4'], results };
}

describe('the league table shown by /league table', () => {
  it('GIVEN two clubs level on points, goal difference and goals THEN the Division Ranking sheet orders them, as for promotion', () => {
    // r1 and r4 draw 1-1 twice: level on everything; r2 beats r3.
    const d = division([
      { round: 1, homeId: 'r4', awayId: 'r1', homeGoals: 1, awayGoals: 1 },
      { round: 1, homeId: 'r2', awayId: 'r3', homeGoals: 2, awayGoals: 0 },
      { round: 2, homeId: 'r1', awayId: 'r4', homeGoals: 1, awayGoals: 1 },
    ]);
    const shown = divisionTable(d, names).rows;
    expect(shown.map((r) => [r.position, r.clubName, r.points, r.goalDifference])).toEqual([
      [1, 'Yarmouth', 3, 2],
      [2, 'Zeta United', 2, 0],
      [3, 'Albion', 2, 0],
      [4, 'Xenia', 0, -2],
    ]);
    expect(shown.map((r) => r.clubId)).toEqual(engineTable(d).map((r) => r.clubId));
  });

  it('GIVEN two clubs level on points THEN goal difference comes before goals scored and the sheet', () => {
    // r4 and r1 both win once and lose once: r4 by 3-0 and 0-1 (+2), r1 by 1-0 and 0-3 (-2).
    const d = division([
      { round: 1, homeId: 'r4', awayId: 'r2', homeGoals: 3, awayGoals: 0 },
      { round: 1, homeId: 'r1', awayId: 'r3', homeGoals: 1, awayGoals: 0 },
      { round: 2, homeId: 'r2', awayId: 'r4', homeGoals: 1, awayGoals: 0 },
      { round: 2, homeId: 'r3', awayId: 'r1', homeGoals: 3, awayGoals: 0 },
    ]);
    const shown = divisionTable(d, names).rows;
    expect(shown.map((r) => [r.clubId, r.points, r.goalDifference, r.goalsFor])).toEqual([
      ['r3', 3, 2, 3],
      ['r4', 3, 2, 3],
      ['r1', 3, -2, 1],
      ['r2', 3, -2, 1],
    ]);
    expect(shown.map((r) => r.clubId)).toEqual(engineTable(d).map((r) => r.clubId));
  });
});
