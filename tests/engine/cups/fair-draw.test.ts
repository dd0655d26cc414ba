import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import { startCupSeason } from '../../../src/engine/cups/cup-season.js';
import { newLeague } from '../../../src/engine/new-league.js';

describe("the cup's first draw", () => {
  it.each(Array.from({ length: 40 }, (_, i) => i + 1))(
    'GIVEN seed %i THEN no club meets one two divisions above it and the lower division is at home',
    (seed) => {
      const state = newLeague({ seed, humanClubs: 8, settings: { cups: 'cup' } });
      const events: EngineEvent[] = [];
      startCupSeason(state, seededDice(seed), events);
      const ties = state.cups!.knockouts.cup!.rounds[0]!.ties;
      expect(ties).toHaveLength(16);
      const division = (id: string) => state.clubs[id]!.division;
      expect(ties.filter((t) => Math.abs(division(t.homeId) - division(t.awayId)) >= 2)).toEqual([]);
      expect(ties.filter((t) => division(t.awayId) > division(t.homeId))).toEqual([]);
      const told = events.find((e) => e.type === 'cup-draw');
      expect(told?.type === 'cup-draw' && told.ties).toEqual(ties.map(({ homeId, awayId, neutral }) => ({ homeId, awayId, neutral })));
    },
  );
});
