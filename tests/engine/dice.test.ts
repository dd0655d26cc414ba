import { describe, expect, it } from 'vitest';
import { seededDice, stepSeed } from '../../src/engine/dice.js';
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
    expect(stepSeed(1, 1, 1)).not.toBe(stepSeed(1, 1, 2));
    expect(stepSeed(1, 2, 1)).not.toBe(stepSeed(1, 1, 1));
    expect(stepSeed(9, 3, 4)).toBe(stepSeed(9, 3, 4));
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
