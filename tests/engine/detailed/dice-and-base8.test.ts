import { describe, expect, it } from 'vitest';
import { addBase8, base8FromIndex, base8Index, isBase8, readTwoD8 } from '../../../src/engine/detailed/base8.js';
import { elapsesMinute, hundred, possessionFromD20, reading, rollTurn } from '../../../src/engine/detailed/dice-turn.js';
import { scriptedDice } from '../../support/scripted-dice.js';

describe('Dice with Net Results Soccer', () => {
  it('GIVEN a turn THEN it rolls the d20, red d8, white d8, red d10 and white d10 in that order', () => {
    expect(rollTurn(scriptedDice([11, 4, 3, 10, 3]))).toEqual({ d20: 11, red8: 4, white8: 3, red10: 10, white10: 3 });
  });

  it('GIVEN the first roll example (red d8 4, white d8 3) THEN the reading is 43', () => {
    expect(reading(rollTurn(scriptedDice([11, 4, 3, 10, 3])))).toBe(43);
    expect(readTwoD8(6, 8)).toBe(68);
  });

  it('GIVEN the d10 pair THEN red is the tens and white the ones, with 0 and 0 read as 100', () => {
    const pair = (red: number, white: number) => hundred({ d20: 1, red8: 1, white8: 1, red10: red, white10: white });
    expect(pair(7, 7)).toBe(77);
    expect(pair(10, 9)).toBe(9);
    expect(pair(10, 10)).toBe(100);
    expect(pair(3, 10)).toBe(30);
  });

  it.each([1, 2, 3, 4, 18, 19, 20])('GIVEN a d20 of %i THEN a minute elapses', (d20) => {
    expect(elapsesMinute(d20)).toBe(true);
  });

  it.each([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])('GIVEN a d20 of %i THEN no minute elapses', (d20) => {
    expect(elapsesMinute(d20)).toBe(false);
  });

  it('GIVEN the printed overlap at 11 THEN 1-11 is home and 12-20 away', () => {
    expect(possessionFromD20(1)).toBe('home');
    expect(possessionFromD20(11)).toBe('home');
    expect(possessionFromD20(12)).toBe('away');
    expect(possessionFromD20(20)).toBe('away');
  });

  it('GIVEN the home-advantage extra-time rule THEN 12 is home as well', () => {
    expect(possessionFromD20(12, 12)).toBe('home');
    expect(possessionFromD20(13, 12)).toBe('away');
  });
});

describe('Base-8 arithmetic', () => {
  it('GIVEN Van Persie On 36 and a keeper On adj of +3 THEN the range becomes 11-41', () => {
    expect(addBase8(36, 3)).toBe(41);
  });

  it('GIVEN counting on from 38 THEN 9s and 0s are skipped', () => {
    expect(addBase8(38, 1)).toBe(41);
    expect(addBase8(41, -1)).toBe(38);
    expect(addBase8(88, 2)).toBe(88);
    expect(addBase8(12, -3)).toBe(0);
  });

  it('GIVEN every reading 11-88 THEN index and reading map one to one over 64 numbers', () => {
    const all: number[] = [];
    for (let i = 0; i < 64; i++) all.push(base8FromIndex(i));
    expect(all[0]).toBe(11);
    expect(all[63]).toBe(88);
    expect(all.every(isBase8)).toBe(true);
    expect(all.map(base8Index)).toEqual([...Array(64).keys()]);
    expect(isBase8(19)).toBe(false);
    expect(isBase8(90)).toBe(false);
  });
});
