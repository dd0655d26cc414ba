import { describe, expect, it } from 'vitest';
import { aiOrdersWithDeals } from '../../../src/engine/ai/ai-deal-orders.js';
import { isGoalkeeper } from '../../../src/engine/deals/check-deal.js';
import { playLeagueWithAi } from '../../../src/engine/play-season.js';

describe('AI-to-AI deals over ten seasons (npm run sim -- --deals)', () => {
  it('GIVEN the value rule answering every offer THEN no club ever has fewer than 11 players or no goalkeeper, and deals are done', () => {
    let done = 0;
    let smallest = Infinity;
    const keeperless: string[] = [];
    playLeagueWithAi(
      { seed: 1, humanClubs: 8 },
      10,
      (step, _before, after, events) => {
        done += events.filter((e) => e.type === 'deal-done').length;
        if (step === 'created') return;
        for (const club of Object.values(after.clubs)) {
          if (!club.playerControlled) continue;
          const squad = Object.values(after.players).filter((p) => p.clubId === club.id);
          smallest = Math.min(smallest, squad.length);
          if (!squad.some(isGoalkeeper)) keeperless.push(`${club.name} season ${after.season} week ${after.week}`);
        }
      },
      aiOrdersWithDeals,
    );
    expect(done).toBeGreaterThan(10);
    expect(smallest).toBeGreaterThanOrEqual(11);
    expect(keeperless).toEqual([]);
  }, 180_000);
});
