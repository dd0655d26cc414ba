import { describe, expect, it } from 'vitest';
import { EXTRA_TIME_CHART, extraTime } from '../../../src/engine/detailed/extra-time-chart.js';
import { REMAINS_OFFENSIVE, SPECIAL_PLAY_ADJUSTMENTS } from '../../../src/engine/detailed/special-play-adjustments.js';
import { secondYellowChance } from '../../../src/engine/detailed/second-yellow.js';
import { FORCED_REST_LIMITS, enduranceSpent, forcedRestAllowed, isEnduranceCheck } from '../../../src/engine/detailed/endurance.js';
import { HOME_ADVANTAGES } from '../../../src/engine/detailed/home-advantages.js';

describe('Extra time chart', () => {
  const rows: [number, number, number, number][] = [
    [1, 1, 1, 1],
    [2, 2, 2, 2],
    [3, 3, 3, 1],
    [4, 4, 4, 2],
    [5, 2, 5, 0],
    [6, 2, 5, 0],
    [7, 1, 2, 0],
    [8, 1, 3, 0],
    [9, 1, 4, 0],
    [10, 0, 4, 0],
  ];
  it.each(rows)('GIVEN a d10 of %i THEN the first half adds %i, the second %i, overtime %i', (d10, first, second, overtime) => {
    expect(extraTime('first-half', d10)).toBe(first);
    expect(extraTime('second-half', d10)).toBe(second);
    expect(extraTime('overtime', d10)).toBe(overtime);
  });

  it('GIVEN the chart THEN it has a row for every face of the d10', () => {
    expect(EXTRA_TIME_CHART).toHaveLength(10);
  });
});

describe('Special play adjustments', () => {
  it('GIVEN a corner THEN GL is +20 home, +10 road, +15 neutral', () => {
    expect(SPECIAL_PLAY_ADJUSTMENTS.corner.home.gl).toBe(20);
    expect(SPECIAL_PLAY_ADJUSTMENTS.corner.road.gl).toBe(10);
    expect(SPECIAL_PLAY_ADJUSTMENTS.corner.neutral.gl).toBe(15);
  });

  it('GIVEN a free kick THEN GL is +10 home, +5 road, +8 neutral', () => {
    expect(SPECIAL_PLAY_ADJUSTMENTS['free-kick'].home.gl).toBe(10);
    expect(SPECIAL_PLAY_ADJUSTMENTS['free-kick'].road.gl).toBe(5);
    expect(SPECIAL_PLAY_ADJUSTMENTS['free-kick'].neutral.gl).toBe(8);
  });

  it("GIVEN a P+ THEN GL is +20 with 87-88 on at home, +10 with 88 on the road, and +15 (the text, not the chart's +18) with 88 on neutral", () => {
    expect(SPECIAL_PLAY_ADJUSTMENTS['P+'].home).toEqual({ gl: 20, onFrom: 87 });
    expect(SPECIAL_PLAY_ADJUSTMENTS['P+'].road).toEqual({ gl: 10, onFrom: 88 });
    expect(SPECIAL_PLAY_ADJUSTMENTS['P+'].neutral).toEqual({ gl: 15, onFrom: 88 });
  });

  it('GIVEN a P* THEN there is no adjustment anywhere', () => {
    for (const venue of ['home', 'road', 'neutral'] as const) expect(SPECIAL_PLAY_ADJUSTMENTS['P*'][venue]).toEqual({ gl: 0, onFrom: null });
  });

  it('GIVEN the max turns chart THEN corners and fouls keep the ball one turn, P+ and P* multiple', () => {
    expect(REMAINS_OFFENSIVE).toEqual({ corner: 'one-turn', 'free-kick': 'one-turn', 'P+': 'multiple', 'P*': 'multiple' });
  });
});

describe('Second yellow cards', () => {
  it('GIVEN a card in the 10th minute and another Cd in the 30th THEN the second yellow is a 1-10 chance', () => {
    expect(secondYellowChance(10, 30, false)).toBe(10);
  });

  it('GIVEN a long gap THEN the chance never goes above 1-14', () => {
    expect(secondYellowChance(5, 85, false)).toBe(14);
  });

  it('GIVEN an odd gap THEN only whole two-minute steps count', () => {
    expect(secondYellowChance(10, 13, false)).toBe(1);
    expect(secondYellowChance(10, 11, false)).toBe(0);
  });

  it('GIVEN a * player a minute after his first card THEN he still has at least 1-10', () => {
    expect(secondYellowChance(40, 41, true)).toBe(10);
  });

  it('GIVEN a * player long after his first card THEN his chance reaches 1-20 and no more', () => {
    expect(secondYellowChance(2, 50, true)).toBe(20);
    expect(secondYellowChance(2, 80, true)).toBe(20);
    expect(secondYellowChance(10, 40, true)).toBe(15);
  });
});

describe('Endurance', () => {
  it('GIVEN a 1 or a 20 in the second half THEN it is an endurance check; in the first half it is not', () => {
    expect(isEnduranceCheck(1, 2)).toBe(true);
    expect(isEnduranceCheck(20, 2)).toBe(true);
    expect(isEnduranceCheck(2, 2)).toBe(false);
    expect(isEnduranceCheck(1, 1)).toBe(false);
  });

  it('GIVEN En 70 THEN it is spent from the 70th minute, not before', () => {
    expect(enduranceSpent(70, 0, 69, 0)).toBe(false);
    expect(enduranceSpent(70, 0, 70, 0)).toBe(true);
  });

  it('GIVEN En All THEN it is never spent', () => {
    expect(enduranceSpent(null, 0, 120, 0)).toBe(false);
  });

  it('GIVEN a player who came on after the 20th minute THEN he is never checked', () => {
    expect(enduranceSpent(50, 21, 80, 0)).toBe(false);
    expect(enduranceSpent(50, 20, 80, 0)).toBe(true);
  });

  it('GIVEN the visitors under home advantages THEN their En comes 10 minutes sooner', () => {
    expect(enduranceSpent(70, 0, 60, HOME_ADVANTAGES.roadEndurance)).toBe(true);
  });

  it('GIVEN the standard cap THEN each side has three forced rests of its own, whatever the other side took', () => {
    expect(FORCED_REST_LIMITS.standard).toEqual({ home: 3, away: 3 });
    const table: [side: 'home' | 'away', taken: { home: number; away: number }, allowed: boolean][] = [
      ['home', { home: 2, away: 0 }, true],
      ['away', { home: 2, away: 1 }, true],
      ['away', { home: 3, away: 2 }, true],
      ['home', { home: 3, away: 0 }, false],
      ['away', { home: 0, away: 3 }, false],
    ];
    for (const [side, taken, allowed] of table) expect(forcedRestAllowed('standard', side, taken)).toBe(allowed);
  });

  it('GIVEN the home-one cap THEN the home side has one forced rest and the visitors two', () => {
    expect(forcedRestAllowed('home-one', 'home', { home: 1, away: 0 })).toBe(false);
    expect(forcedRestAllowed('home-one', 'away', { home: 1, away: 1 })).toBe(true);
  });

  it('GIVEN the one-each cap THEN each side has one', () => {
    expect(forcedRestAllowed('one-each', 'away', { home: 0, away: 1 })).toBe(false);
    expect(forcedRestAllowed('one-each', 'home', { home: 0, away: 1 })).toBe(true);
  });
});

describe('Home team advantages', () => {
  it('GIVEN the optional rule THEN GL is +5 home and -5 road, 88 on for home, 11 off for road, En -10 road, 1-12 possession late', () => {
    expect(HOME_ADVANTAGES).toEqual({
      homeGl: 5,
      roadGl: -5,
      homeAlwaysOn: 88,
      roadAlwaysOff: 11,
      roadEndurance: -10,
      stoppagePossessionHomeUpTo: 12,
    });
  });
});
