import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../src/engine/model/events.js';
import { weekHeadlines } from '../../src/league/posts/headlines.js';

const ref = (id: string) => ({ id, name: `Club ${id}`, managerUserId: null });

function injury(clubId: string, playerId: string, weeks: number, selected = true): EngineEvent {
  return { type: 'injury', playerId, clubId, roll: [6, 6], tableRoll: [3, 4], selected, outcome: weeks, weeks, clubDoctor: false };
}

describe("the week's headlines", () => {
  it('GIVEN a club losing several men for weeks THEN one line names every long injury of its XI, the longest first', () => {
    const headlines = weekHeadlines({
      results: [],
      events: [injury('c1', 'p1', 3), injury('c1', 'p2', 7), injury('c1', 'p3', 5, false), injury('c1', 'p4', 1), injury('c2', 'p5', 2)],
      tables: [],
      ref,
      managed: new Set(),
    });
    expect(headlines).toEqual([
      { kind: 'injury', club: ref('c1'), playerId: 'p2', weeks: 7, more: [{ playerId: 'p1', weeks: 3 }] },
      { kind: 'injury', club: ref('c2'), playerId: 'p5', weeks: 2 },
    ]);
  });

  it('GIVEN a club with a big win and an injury THEN the big win is its headline', () => {
    const headlines = weekHeadlines({
      results: [{ division: 3, home: ref('c1'), away: ref('c2'), homeGoals: 4, awayGoals: 0 }],
      events: [injury('c1', 'p1', 3), injury('c1', 'p2', 4)],
      tables: [],
      ref,
      managed: new Set(),
    });
    expect(headlines.map((h) => h.kind)).toEqual(['big-win']);
  });
});
