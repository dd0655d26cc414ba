import { describe, expect, it } from 'vitest';
import { scoutAbilityTotal, scoutAgeCell, scoutPositionRoll } from '../../../src/engine/transfers/chief-scout.js';
import {
  ABILITY_BY_TOTAL,
  AGE_GRID,
  ageAt,
  POSITION_BY_ROLL,
  rollAbility,
  rollAge,
  rollPosition,
} from '../../../src/engine/tables/transfer-chart.js';
import { scoutShift } from '../../../src/engine/transfers/new-listings.js';
import { scriptedDice } from '../../support/scripted-dice.js';

describe('transfer chart: age (2 dice)', () => {
  const printed = [
    [16, 17, 18, 19, 19, 20],
    [20, 21, 21, 22, 22, 23],
    [23, 24, 24, 25, 25, 26],
    [26, 27, 27, 28, 28, 29],
    [29, 30, 30, 31, 31, 32],
    [32, 33, 33, 34, 34, 35],
  ];
  for (let row = 1; row <= 6; row++) {
    it(`GIVEN a ${row} down THEN row ${row} reads ${printed[row - 1]!.join(' ')}`, () => {
      for (let column = 1; column <= 6; column++) {
        expect(rollAge(scriptedDice([row, column]))).toBe(printed[row - 1]![column - 1]);
      }
    });
  }

  it('GIVEN the printed cells of rows 1 to 4 THEN the grid keeps them', () => {
    expect(AGE_GRID.slice(0, 3)).toEqual(printed.slice(0, 3));
    expect(AGE_GRID[3]!.slice(0, 3)).toEqual([26, 27, 27]);
  });
});

describe('transfer chart: position (1 die)', () => {
  const expected = ['GK', 'SB', 'CB', 'CM', 'SM', 'CF'];
  for (let roll = 1; roll <= 6; roll++) {
    it(`GIVEN a ${roll} THEN the player is a ${expected[roll - 1]}`, () => {
      expect(rollPosition(scriptedDice([roll]))).toBe(expected[roll - 1]);
    });
  }
});

describe('transfer chart: ability (2 dice)', () => {
  const expected: Record<number, number> = { 2: 6, 3: 6.5, 4: 7, 5: 7.5, 6: 7.5, 7: 8, 8: 8, 9: 8.5, 10: 9, 11: 9.5, 12: 10 };
  for (let total = 2; total <= 12; total++) {
    it(`GIVEN a total of ${total} THEN the ability is ${expected[total]}`, () => {
      const first = Math.max(1, total - 6);
      expect(rollAbility(scriptedDice([first, total - first]))).toBe(expected[total]);
      expect(ABILITY_BY_TOTAL[total]).toBe(expected[total]);
    });
  }
});

describe('Chief Scout', () => {
  it('GIVEN the worked example, 5 down and 5 across (31) THEN he can move to 5/3 (30) or 6/1 (32) and anywhere between', () => {
    expect(ageAt(5, 5)).toBe(31);
    const moved = [-2, -1, 1, 2].map((shift) => scoutAgeCell(5, 5, shift));
    expect(moved).toEqual([
      { row: 5, column: 3 },
      { row: 5, column: 4 },
      { row: 5, column: 6 },
      { row: 6, column: 1 },
    ]);
    expect(moved.map((c) => ageAt(c.row, c.column))).toEqual([30, 31, 32, 32]);
  });

  it('GIVEN a shift of more than two places THEN he moves only two', () => {
    expect(scoutAgeCell(5, 5, 3)).toEqual({ row: 6, column: 1 });
  });

  it('GIVEN the first cell of the grid THEN he cannot move further left', () => {
    expect(scoutAgeCell(1, 1, -2)).toEqual({ row: 1, column: 1 });
  });

  it('GIVEN the position example, a 2 (SB) THEN he can make it a GK or a CB, and a 1 does not loop to 6', () => {
    expect(POSITION_BY_ROLL[scoutPositionRoll(2, -1) - 1]).toBe('GK');
    expect(POSITION_BY_ROLL[scoutPositionRoll(2, 1) - 1]).toBe('CB');
    expect(scoutPositionRoll(1, -1)).toBe(1);
    expect(scoutPositionRoll(6, 1)).toBe(6);
  });

  it('GIVEN the ability example, a roll of 8 (8.0) THEN he can make it 8.5', () => {
    expect(ABILITY_BY_TOTAL[scoutAbilityTotal(8, 1)]).toBe(8.5);
    expect(ABILITY_BY_TOTAL[scoutAbilityTotal(8, -1)]).toBe(8);
    expect(scoutAbilityTotal(12, 1)).toBe(12);
  });

  it('GIVEN a preference for a CM and a rolled CB THEN he moves the position one roll', () => {
    expect(
      scoutShift({ facet: 'prefer', position: 'CM', better: true }, { ageCell: { row: 1, column: 1 }, positionRoll: 3, abilityTotal: 7 }),
    ).toEqual({ facet: 'position', shift: 1 });
  });

  it('GIVEN a preference for a CM and a rolled GK THEN he improves the ability instead', () => {
    expect(
      scoutShift({ facet: 'prefer', position: 'CM', better: true }, { ageCell: { row: 1, column: 1 }, positionRoll: 1, abilityTotal: 7 }),
    ).toEqual({ facet: 'ability', shift: 1 });
  });

  it('GIVEN a preference for youth only THEN he moves the age two places left', () => {
    expect(scoutShift({ facet: 'prefer', younger: true }, { ageCell: { row: 3, column: 3 }, positionRoll: 1, abilityTotal: 7 })).toEqual({
      facet: 'age',
      shift: -2,
    });
  });
});
