import { describe, expect, it } from 'vitest';
import { CURRENT_DICE_VERSION, seededDice, stepSeed } from '../../src/engine/dice.js';
import { newLeague } from '../../src/engine/new-league.js';
import { diceSeedForNextStep } from '../../src/engine/step.js';
import { scriptedDice } from '../support/scripted-dice.js';

describe('seeded dice', () => {
  it('GIVEN the same seed THEN the same rolls come out', () => {
    const a = seededDice(42);
    const b = seededDice(42);
    const rollsA = Array.from({ length: 50 }, () => a.roll(6));
    const rollsB = Array.from({ length: 50 }, () => b.roll(6));
    expect(rollsA).toEqual(rollsB);
  });

  it('GIVEN many rolls of a d6 THEN every face from 1 to 6 shows and nothing else', () => {
    const dice = seededDice(7);
    const seen = new Set(Array.from({ length: 600 }, () => dice.roll(6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('GIVEN two weeks of one league THEN their seeds differ, and repeat', () => {
    expect(stepSeed(1, 1, 1, 2)).not.toBe(stepSeed(1, 1, 2, 2));
    expect(stepSeed(1, 2, 1, 2)).not.toBe(stepSeed(1, 1, 1, 2));
    expect(stepSeed(9, 3, 4, 2)).toBe(stepSeed(9, 3, 4, 2));
  });

  it('GIVEN dice version 1 THEN a stored league gets the seeds it was played on, collisions included', () => {
    expect(stepSeed(1, 2, 5, 1)).toBe(1449481832);
    expect(stepSeed(2, 1, 5, 1)).toBe(1449481832);
    expect(stepSeed(7, 1, 0, 1)).toBe(-828171894);
    expect(stepSeed(-123456, 3, 14, 1)).toBe(-1529661298);
  });

  it('GIVEN dice version 2 THEN a league seed and a season no longer trade places', () => {
    expect(stepSeed(1, 2, 5, 2)).not.toBe(stepSeed(2, 1, 5, 2));
    const seeds = new Set<number>();
    for (let league = -8; league < 8; league++) {
      for (let season = 1; season <= 20; season++) for (let step = 0; step <= 15; step++) seeds.add(stepSeed(league, season, step, 2));
    }
    expect(seeds.size).toBe(16 * 20 * 16);
  });

  it('GIVEN a new league THEN it takes the current dice version, and a stored one its own', () => {
    expect(CURRENT_DICE_VERSION).toBe(2);
    expect(newLeague({ seed: 3, humanClubs: 1 }).diceVersion).toBe(2);
    const v1 = newLeague({ seed: 3, humanClubs: 1, diceVersion: 1 });
    expect(v1.diceVersion).toBe(1);
    expect(diceSeedForNextStep(v1)).toBe(stepSeed(3, 1, 0, 1));
    expect(v1.players).not.toEqual(newLeague({ seed: 3, humanClubs: 1 }).players);
  });
});

describe('scripted dice', () => {
  it('GIVEN a script THEN rolls follow it, and a roll the die cannot show fails', () => {
    const dice = scriptedDice([3, 6, 7]);
    expect(dice.roll(6)).toBe(3);
    expect(dice.roll(6)).toBe(6);
    expect(() => dice.roll(6)).toThrow(/cannot show/);
  });
});
