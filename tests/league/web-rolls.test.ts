import { describe, expect, it } from 'vitest';
import type { Names } from '../../src/commentary/render.js';
import { seededDice } from '../../src/engine/dice.js';
import { playDetailedMatch } from '../../src/engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../../src/engine/detailed/rated-side.js';
import type { EngineEvent } from '../../src/engine/model/events.js';
import { rollsOf } from '../../src/league/web/web-rolls.js';

const names: Names = { club: (id) => (id === 'h' ? 'Rovers' : 'United'), player: (id) => `Player ${id}` };

describe('the dispute view’s rolls', () => {
  it('GIVEN detailed matches THEN every event decided by dice has its rolls, in the order played, each with its rule, what it read and its result', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { events } = playDetailedMatch(ratedSide('h', evenRatings(7.5)), ratedSide('a', evenRatings(7)), seededDice(seed));
      const rolls = rollsOf(events as EngineEvent[], names);
      const rolled = events.filter((e) => 'dice' in e || 'd20' in e || e.type === 'detailed-added-time');
      expect(rolled.length).toBeGreaterThan(10);
      // A shot has two or three rolls (the turn, then on target and the keeper's column, or the block); any other one.
      const shots = events.filter((e) => e.type === 'detailed-shot');
      expect(rolls.length).toBeGreaterThanOrEqual(rolled.length + shots.length);
      expect(rolls.length).toBeLessThanOrEqual(rolled.length + 2 * shots.length);
      for (const roll of rolls) {
        expect(roll.rule).not.toBe('');
        expect(roll.read).toMatch(/\d/);
        expect(roll.result).not.toBe('');
      }
      expect(rolls.some((r) => r.club === 'Rovers')).toBe(true);
      expect(rolls.some((r) => r.club === 'United')).toBe(true);
      const goals = events.filter((e) => e.type === 'detailed-goal').length;
      expect(rolls.filter((r) => r.result === 'Goal' || r.result === 'Own goal' || r.result.endsWith(': goal')).length).toBe(goals);
    }
  });
});
