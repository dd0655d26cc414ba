import { describe, expect, it } from 'vitest';
import { cashPoints, gameWinners, POSITION_POINTS, seasonPoints, type SeasonRecord } from '../../../src/engine/fortunes/game-points.js';
import type { DivisionIndex } from '../../../src/engine/model/types.js';

const plain = (division: DivisionIndex, position: number): SeasonRecord => ({
  division,
  position,
  promoted: false,
  relegated: false,
  cupRoundsWon: 0,
  cupWon: false,
  europeanRoundsWon: 0,
  europeanWon: false,
});

describe('game points', () => {
  it.each(([0, 1, 2, 3] as DivisionIndex[]).flatMap((d) => POSITION_POINTS[d].map((points, i) => [d, i + 1, points])))(
    'GIVEN division %i, position %i THEN %i points',
    (division, position, points) => {
      expect(seasonPoints(plain(division as DivisionIndex, position))).toBe(points);
    },
  );

  it('GIVEN each division THEN points fall with position, and a champion outscores the last of the division above', () => {
    for (const d of [0, 1, 2, 3] as DivisionIndex[]) {
      const row = POSITION_POINTS[d];
      expect(row).toHaveLength(8);
      for (let i = 1; i < 8; i++) expect(row[i]).toBeLessThanOrEqual(row[i - 1]!);
      if (d < 3) expect(POSITION_POINTS[(d + 1) as DivisionIndex][0]).toBeGreaterThan(row[7]!);
    }
  });

  it('GIVEN promotion, relegation, cup and European rounds THEN each adds its points', () => {
    expect(seasonPoints({ ...plain(3, 1), promoted: true })).toBe(6 + 4);
    expect(seasonPoints({ ...plain(0, 8), relegated: true })).toBe(10 - 4);
    expect(seasonPoints({ ...plain(2, 4), cupRoundsWon: 5, cupWon: true })).toBe(7 + 10 + 4);
    expect(seasonPoints({ ...plain(0, 1), europeanRoundsWon: 2 })).toBe(30 + 6);
    expect(seasonPoints({ ...plain(0, 1), europeanRoundsWon: 4, europeanWon: true })).toBe(30 + 12 + 6);
    expect(() => seasonPoints(plain(0, 9))).toThrow(/no position 9/);
  });

  it('GIVEN cash at the end THEN a point per whole £250,000, none for debt', () => {
    expect(cashPoints(1_500_000)).toBe(6);
    expect(cashPoints(249_999)).toBe(0);
    expect(cashPoints(-3_000_000)).toBe(0);
  });

  it('GIVEN the final standings THEN the eligible manager with the most points wins; AI clubs and bankrupts cannot', () => {
    expect(
      gameWinners([
        { clubId: 'ai', points: 99, cash: 0, eligible: false },
        { clubId: 'bust', points: 98, cash: 0, eligible: false },
        { clubId: 'a', points: 50, cash: 0, eligible: true },
        { clubId: 'b', points: 49, cash: 9_000_000, eligible: true },
      ]),
    ).toEqual(['a']);
  });

  it('GIVEN equal points THEN more cash wins; equal in both, the title is shared; no survivor, no winner', () => {
    const a = { clubId: 'a', points: 50, cash: 100, eligible: true };
    expect(gameWinners([a, { clubId: 'b', points: 50, cash: 200, eligible: true }])).toEqual(['b']);
    expect(gameWinners([a, { ...a, clubId: 'b' }])).toEqual(['a', 'b']);
    expect(gameWinners([{ ...a, eligible: false }])).toEqual([]);
  });
});
