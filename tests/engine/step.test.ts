import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice.js';
import { playSeasonWithAi } from '../../src/engine/play-season.js';
import { newLeague } from '../../src/engine/new-league.js';
import { nextStep, playStep, stepNumber } from '../../src/engine/step.js';
import { checkFixtureList } from '../support/fixture-properties.js';

describe('steps of a season', () => {
  it('GIVEN a new league THEN pre-season, then weeks 1 to 14, then the end of season, then pre-season again', () => {
    let state = newLeague({ seed: 41, humanClubs: 2 });
    const steps: string[] = [];
    for (let i = 0; i < 17; i++) {
      steps.push(`${nextStep(state)}:${stepNumber(state)}`);
      state = playStep(state, {}, seededDice(i)).state;
    }
    expect(steps).toEqual(['preseason:0', ...Array.from({ length: 14 }, (_, w) => `week:${w + 1}`), 'end-of-season:15', 'preseason:0']);
    expect(state.season).toBe(2);
    expect(state.week).toBe(1);
    for (const division of state.divisions) checkFixtureList(division.fixtures, division.clubIds);
  }, 180_000);

  it('GIVEN the same league THEN two runs of a season give the same league, byte for byte', () => {
    const start = newLeague({ seed: 42, humanClubs: 4 });
    const a = playSeasonWithAi(start);
    const b = playSeasonWithAi(start);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(start.season).toBe(1);
  }, 180_000);
});
