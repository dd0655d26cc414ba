import { describe, expect, it } from 'vitest';
import { assistLine } from '../../../src/engine/tables/assists.js';
import { nonPlayerShooterRating } from '../../../src/engine/tables/non-player-shooting.js';
import { isDepleted } from '../../../src/engine/tables/non-player-opponent.js';
import { LINE_SHOT_MODIFIER, nonPlayerShootingChart, shootingChartFor } from '../../../src/engine/tables/shooting-position.js';
import { SIMILAR_POSITIONS, TRAINING_WEEKS } from '../../../src/engine/tables/training.js';
import { FORMATION_SHAPES, formationShape } from '../../../src/engine/tables/formations.js';

describe('shooting position', () => {
  it.each([
    [1, 'A'],
    [2, 'A'],
    [3, 'A'],
    [4, 'M'],
    [5, 'M'],
    [6, 'D'],
  ])('GIVEN a 4-4-2 rolls %d THEN the %s line shoots', (roll, line) => {
    expect(shootingChartFor('4-4-2')[roll - 1]).toBe(line);
    expect(nonPlayerShootingChart(true)[roll - 1]).toBe(line);
  });
  it.each([
    [1, 'A'],
    [2, 'A'],
    [3, 'M'],
    [4, 'M'],
    [5, 'M'],
    [6, 'D'],
  ])('GIVEN a 4-5-1 or 5-4-1 rolls %d THEN the %s line shoots', (roll, line) => {
    expect(shootingChartFor('4-5-1')[roll - 1]).toBe(line);
    expect(shootingChartFor('5-4-1')[roll - 1]).toBe(line);
    expect(nonPlayerShootingChart(false)[roll - 1]).toBe(line);
  });
  it('GIVEN a shot from midfield or defence THEN −1 or −2', () => {
    expect([LINE_SHOT_MODIFIER.A, LINE_SHOT_MODIFIER.M, LINE_SHOT_MODIFIER.D]).toEqual([0, -1, -2]);
  });
});

describe('non-player shooting', () => {
  it.each([
    [0, 'A', 10],
    [1, 'A', 9],
    [2, 'A', 8],
    [3, 'A', 7],
    [0, 'M', 9],
    [1, 'M', 8],
    [2, 'M', 7],
    [3, 'M', 6],
    [0, 'D', 8],
    [1, 'D', 7],
    [2, 'D', 6],
    [3, 'D', 5],
  ] as const)('GIVEN division index %d and line %s THEN the shooter rates %d', (division, line, rating) => {
    expect(nonPlayerShooterRating(division, line)).toBe(rating);
  });
  it.each([
    [1, false],
    [4, false],
    [5, true],
    [6, true],
  ])('GIVEN the team-news die shows %d THEN depleted is %s', (roll, depleted) => {
    expect(isDepleted(roll)).toBe(depleted);
  });
});

describe('assists', () => {
  it.each([
    [1, 'A'],
    [2, 'M'],
    [3, 'M'],
    [4, 'M'],
    [5, 'D'],
    [6, null],
  ])('GIVEN the assist die shows %d THEN %s', (roll, line) => {
    expect(assistLine(roll)).toBe(line);
  });
});

describe('training', () => {
  it('GIVEN the training table THEN FRM 3, ABL 10 (9 with an Assistant Manager), positions 8 or 12', () => {
    expect(TRAINING_WEEKS).toEqual({ FRM: 3, ABL: 10, ABL_WITH_ASSISTANT: 9, SIMILAR_POSITION: 8, NEW_POSITION: 12 });
  });
  it.each([
    ['CB', ['SB', 'CM']],
    ['SB', ['CB', 'SM']],
    ['CM', ['CB', 'SM', 'CF']],
    ['SM', ['SB', 'CM']],
    ['CF', ['CM']],
  ] as const)('GIVEN the new position %s THEN 8 weeks from %j', (position, similar) => {
    expect(SIMILAR_POSITIONS[position]).toEqual(similar);
  });
});

describe('formations', () => {
  it.each([
    ['4-4-2', { SB: 2, CB: 2, SM: 2, CM: 2, CF: 2 }],
    ['4-5-1', { SB: 2, CB: 2, SM: 2, CM: 3, CF: 1 }],
    ['5-4-1', { SB: 2, CB: 3, SM: 2, CM: 2, CF: 1 }],
    ['4-3-3', { SB: 2, CB: 2, CM: 3, CF: 3 }],
    ['4-2-4', { SB: 2, CB: 2, CM: 2, CF: 2, 'CF+SM': 2 }],
    ['3-4-3', { CB: 3, SM: 2, CM: 2, CF: 3 }],
    ['3-5-2', { CB: 3, 'SB+SM': 2, CM: 3, CF: 2 }],
  ] as const)('GIVEN a %s THEN it needs %j and a GK', (formation, needs) => {
    const shape = FORMATION_SHAPES[formation];
    const counts: Record<string, number> = {};
    for (const slot of [...shape.defence, ...shape.midfield, ...shape.attack]) counts[slot] = (counts[slot] ?? 0) + 1;
    expect(counts).toEqual(needs);
  });
  it('GIVEN a wide 4-3-3 THEN its midfield is SM CM SM', () => {
    expect(formationShape('4-3-3', 'wide').midfield).toEqual(['SM', 'CM', 'SM']);
  });
});
