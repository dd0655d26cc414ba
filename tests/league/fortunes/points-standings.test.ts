import { describe, expect, it } from 'vitest';
import type { GameStanding } from '../../../src/engine/fortunes/game-standings.js';
import { pointsTable } from '../../../src/league/fortunes/points-standings.js';

const standing = (clubId: string, points: number, cash: number, resigned = false): GameStanding => ({
  clubId,
  seasonPoints: points,
  cashPoints: 0,
  points,
  cash,
  resigned,
});

describe('the game-points table', () => {
  const managers: Record<string, string | null> = { ai: null, bust: null, ann: 'u1', bob: 'u2', cat: 'u3' };
  const club = (id: string) => ({ name: id.toUpperCase(), managerUserId: managers[id] ?? null });

  it('GIVEN an AI-run club and a bankrupt one on top THEN both are listed and marked, and the best manager leads', () => {
    const table = pointsTable([standing('ai', 90, 0), standing('bust', 80, -1, true), standing('ann', 50, 0), standing('bob', 40, 0)], club);
    expect(table.rows.map((r) => [r.clubId, r.aiRun, r.resigned])).toEqual([
      ['ai', true, false],
      ['bust', false, true],
      ['ann', false, false],
      ['bob', false, false],
    ]);
    expect(table.leaders).toEqual(['ann']);
  });

  it('GIVEN managers level on points THEN more cash leads; level on both, they share', () => {
    expect(pointsTable([standing('ann', 50, 100), standing('bob', 50, 200)], club).leaders).toEqual(['bob']);
    expect(pointsTable([standing('ann', 50, 100), standing('bob', 50, 100), standing('cat', 49, 900)], club).leaders).toEqual(['ann', 'bob']);
  });

  it('GIVEN no manager left in the game THEN no one leads', () => {
    expect(pointsTable([standing('ai', 9, 0), standing('bust', 8, 0, true)], club).leaders).toEqual([]);
  });
});
