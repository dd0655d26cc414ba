import { describe, expect, it } from 'vitest';
import { foulStands, penaltyTarget, readAttack, readDefence, readKeeperOff, readKeeperOn } from '../../../src/engine/detailed/readings.js';
import { isOnTarget, onLimit, shotGl, stopsShot, type ShotSetting } from '../../../src/engine/detailed/shot-rules.js';
import { SPECIAL_PLAY_ADJUSTMENTS } from '../../../src/engine/detailed/special-play-adjustments.js';
import { testCard, testKeeper } from '../../support/detailed-cards.js';

const denilson = testCard({
  attack: [
    { reading: 'Cr', from: 11, to: 13, split: 7 },
    { reading: 'Fld', from: 14, to: 27 },
  ],
  defence: [{ reading: 'Cd', from: 68, to: 68 }],
});
const never = (): number => {
  throw new Error('no split roll expected');
};
const at = (venue: ShotSetting['venue'], minute: number, homeAdvantages = false): ShotSetting => ({ venue, homeAdvantages, minute });

describe('Split readings: the opposite d10', () => {
  it('GIVEN Denilson Cr 11-13(7) and a 13 with the defensive d10 on 1-7 THEN it is a corner', () => {
    for (const d10 of [1, 4, 7]) expect(readAttack(denilson, 13, d10)).toBe('Cr');
  });

  it('GIVEN Denilson Cr 11-13(7) and a 13 with the defensive d10 on 8, 9 or 0 THEN it is a P', () => {
    for (const d10 of [8, 9, 10]) expect(readAttack(denilson, 13, d10)).toBe('P');
  });

  it('GIVEN Denilson Cr 11-13(7) and an 11 or 12 THEN it is a corner whatever the d10', () => {
    expect(readAttack(denilson, 11, 10)).toBe('Cr');
    expect(readAttack(denilson, 12, 9)).toBe('Cr');
  });

  it('GIVEN the second roll example, a 68 off Denilson THEN he is carded', () => {
    expect(readDefence(denilson, 68, 10)).toBe('Cd');
  });

  it('GIVEN Van Persie PK 22(7) THEN a 22 is a PK on 1-7 and nothing on 8, 9 or 0', () => {
    const vanPersie = testCard({ attack: [{ reading: 'PK', from: 22, to: 22, split: 7 }] });
    const expected = { 1: 'PK', 2: 'PK', 3: 'PK', 4: 'PK', 5: 'PK', 6: 'PK', 7: 'PK', 8: 'P', 9: 'P', 10: 'P' };
    for (const [d10, reading] of Object.entries(expected)) expect(readAttack(vanPersie, 22, Number(d10))).toBe(reading);
  });

  it('GIVEN a Cd 68(5) split THEN the offensive d10 decides it', () => {
    const card = testCard({ defence: [{ reading: 'Cd', from: 68, to: 68, split: 5 }] });
    expect(readDefence(card, 68, 5)).toBe('Cd');
    expect(readDefence(card, 68, 6)).toBe('P');
  });

  it('GIVEN an OG 71(1) split THEN only a 1 on the offensive d10 is an own goal', () => {
    const card = testCard({ defence: [{ reading: 'OG', from: 71, to: 71, split: 1 }] });
    expect(readDefence(card, 71, 1)).toBe('OG');
    expect(readDefence(card, 71, 2)).toBe('P');
  });
});

describe('Split readings: On (24) by minute parity', () => {
  const shooter = testCard({ on: 23, onSplit: true });
  const keeper = testKeeper();

  it('GIVEN On 23 (24) and a 24 in an even minute THEN it is on target', () => {
    expect(isOnTarget(shooter, keeper, 24, at('home', 30), null)).toBe(true);
  });

  it('GIVEN On 23 (24) and a 24 in an odd minute THEN it is off target', () => {
    expect(isOnTarget(shooter, keeper, 24, at('home', 31), null)).toBe(false);
  });

  it('GIVEN On 23 (24) THEN 11-23 is always on and 25 up always off', () => {
    expect(isOnTarget(shooter, keeper, 23, at('road', 31), null)).toBe(true);
    expect(isOnTarget(shooter, keeper, 25, at('road', 30), null)).toBe(false);
  });

  it('GIVEN the home/road optional rule THEN the split is on for the home side and off for the road side', () => {
    expect(isOnTarget(shooter, keeper, 24, at('home', 31, true), null)).toBe(true);
    expect(isOnTarget(shooter, keeper, 24, at('road', 30, true), null)).toBe(false);
  });
});

describe('Split readings: the D stop', () => {
  it('GIVEN D (4) THEN a d20 of 1-4 stops the shot and 5 does not', () => {
    const card = testCard({ d: 4, dSteal: true });
    expect(stopsShot(card, 4, at('home', 10))).toBe(true);
    expect(stopsShot(card, 5, at('home', 10))).toBe(false);
  });

  it('GIVEN Def 5:* (4 sure, 5 split) THEN a 5 stops when it and the minute are both odd', () => {
    const card = testCard({ d: 4, dSplit: 'parity' });
    expect(stopsShot(card, 5, at('road', 33))).toBe(true);
    expect(stopsShot(card, 5, at('road', 34))).toBe(false);
  });

  it('GIVEN Def 4/5 THEN a 5 stops at home and not on the road', () => {
    const card = testCard({ d: 4, dSplit: 'home-road' });
    expect(stopsShot(card, 5, at('home', 34))).toBe(true);
    expect(stopsShot(card, 5, at('road', 33))).toBe(false);
  });

  it('GIVEN the home/road optional rule and a Def 5:* THEN the split stops for the home side only', () => {
    const card = testCard({ d: 4, dSplit: 'parity' });
    expect(stopsShot(card, 5, at('home', 34, true))).toBe(true);
    expect(stopsShot(card, 5, at('road', 33, true))).toBe(false);
  });

  it('GIVEN D 0 THEN nothing is stopped', () => {
    expect(stopsShot(testCard({ d: 0 }), 1, at('home', 1))).toBe(false);
  });
});

describe('On and GL adjustments', () => {
  it('GIVEN Van Persie On 36 against a keeper with On adj +3 THEN 11-41 is on target and 42 is off', () => {
    const vanPersie = testCard({ on: 36 });
    const keeper = testKeeper({ onAdjust: 3 });
    expect(onLimit(vanPersie, keeper)).toBe(41);
    expect(isOnTarget(vanPersie, keeper, 41, at('home', 10), null)).toBe(true);
    expect(isOnTarget(vanPersie, keeper, 42, at('home', 10), null)).toBe(false);
  });

  it('GIVEN a P+ shot at home THEN 87 and 88 are on target; on the road only 88', () => {
    const shooter = testCard({ on: 36 });
    const keeper = testKeeper();
    expect(isOnTarget(shooter, keeper, 87, at('home', 10), SPECIAL_PLAY_ADJUSTMENTS['P+'].home)).toBe(true);
    expect(isOnTarget(shooter, keeper, 87, at('road', 10), SPECIAL_PLAY_ADJUSTMENTS['P+'].road)).toBe(false);
    expect(isOnTarget(shooter, keeper, 88, at('road', 10), SPECIAL_PLAY_ADJUSTMENTS['P+'].road)).toBe(true);
    expect(isOnTarget(shooter, keeper, 87, at('home', 10), null)).toBe(false);
  });

  it('GIVEN home advantages THEN an 88 is on for the home side and an 11 off for the visitors', () => {
    const shooter = testCard({ on: 36 });
    const keeper = testKeeper();
    expect(isOnTarget(shooter, keeper, 88, at('home', 10, true), null)).toBe(true);
    expect(isOnTarget(shooter, keeper, 11, at('road', 10, true), null)).toBe(false);
    expect(isOnTarget(shooter, keeper, 11, at('road', 10, false), null)).toBe(true);
  });

  it('GIVEN a GL of 5 THEN a corner adds 20 at home, home advantage 5 more, and a tired shooter loses 30', () => {
    const shooter = testCard({ gl: 5 });
    expect(shotGl(shooter, at('home', 10), SPECIAL_PLAY_ADJUSTMENTS.corner.home, false)).toBe(25);
    expect(shotGl(shooter, at('home', 10, true), SPECIAL_PLAY_ADJUSTMENTS.corner.home, false)).toBe(30);
    expect(shotGl(shooter, at('road', 10, true), null, false)).toBe(0);
    expect(shotGl(shooter, at('road', 10), null, true)).toBe(-25);
  });
});

describe('PK with keeper adjustments', () => {
  it('GIVEN Van Persie PK 62 against Szczesny -10 THEN a goal is 11-52', () => {
    expect(penaltyTarget(62, -10)).toBe(52);
  });

  it('GIVEN a keeper +10 THEN the range widens, never past 88', () => {
    expect(penaltyTarget(62, 10)).toBe(72);
    expect(penaltyTarget(83, 10)).toBe(88);
  });
});

describe("Fld1-5 and the fouler's Fls", () => {
  const readings = ['Fld1', 'Fld2', 'Fld3', 'Fld4', 'Fld5'] as const;
  it.each(readings.map((reading, i) => [reading, i + 1] as const))('GIVEN %s THEN a foul stands from Fls %i up', (reading, from) => {
    for (let fls = 0; fls <= 5; fls++) expect(foulStands(reading, fls)).toBe(fls >= from);
  });
});

describe('Keeper columns', () => {
  const howard = testKeeper({
    on: [
      { reading: 'Counter', from: 1, to: 10 },
      { reading: 'Card', from: 72, to: 72, split: 9 },
      { reading: 'Goal', from: 80, to: 100 },
    ],
  });

  it('GIVEN Szczesny-like column and a 77 on target THEN it reads off the column', () => {
    const keeper = testKeeper({ on: [{ reading: 'Goal', from: 70, to: 100 }] });
    expect(readKeeperOn(keeper, 77, never)).toBe('Goal');
    expect(readKeeperOn(keeper, 9, never)).toBe('Normal');
  });

  it("GIVEN Tim Howard 72(9) and a 1-9 on the shooting side's d10 THEN he saves and is carded", () => {
    expect(readKeeperOn(howard, 72, () => 9)).toBe('Card');
  });

  it('GIVEN Tim Howard 72(9) and a 0 THEN it is just a save', () => {
    expect(readKeeperOn(howard, 72, () => 10)).toBe('Normal');
  });

  it('GIVEN an adjusted number below 1 THEN it is a save and a counter', () => {
    expect(readKeeperOn(howard, -12, never)).toBe('Counter');
  });

  it('GIVEN an adjusted number above 100 THEN it reads as 100', () => {
    expect(readKeeperOn(howard, 130, never)).toBe('Goal');
  });

  it('GIVEN the Off column THEN Counter, Normal and Corner read by number', () => {
    const keeper = testKeeper();
    expect(readKeeperOff(keeper, 30)).toBe('Counter');
    expect(readKeeperOff(keeper, 31)).toBe('Normal');
    expect(readKeeperOff(keeper, 90)).toBe('Corner');
  });
});
