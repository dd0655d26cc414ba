import type { OutfieldPosition } from '../model/types.js';

/**
 * House rule (docs/rules.md, "Net Results Soccer"): how a Dugout player's
 * match rating becomes a Net Results card. Net Results cards come from real
 * seasons; Dugout players have a Footy Manager rating (ability with form and
 * position folded in), so each figure below is a value at rating 7.5 plus a
 * slope per point of rating, by the slot's position. Counts are numbers on
 * the 64-number d8 chart: 11-67 for attacking readings, 68-88 for defending
 * ones. A fraction of a number becomes a split reading ("Cr: 11-13(7)").
 * The values were tuned with `npx tsx src/cli/calibrate-detailed.ts`.
 */

/** [value at rating 7.5, change per point of rating] */
export type Figure = readonly [number, number];

export interface PositionProfile {
  cr: Figure;
  fld: Figure;
  /** Fld3 numbers: a foul only when the defender's Fls is 3 or more. */
  fld3: Figure;
  off: Figure;
  sh: Figure;
  pPlus: Figure;
  pStar: Figure;
  cd: Figure;
  tkl: Figure;
  int: Figure;
  /** IS? numbers, or OG numbers when `ownGoalInsteadOfIS`. */
  isOrOg: Figure;
  ownGoalInsteadOfIS: boolean;
  /** Count of readings from 11 that are on target. */
  on: Figure;
  gl: Figure;
  d: Figure;
  fls: Figure;
  en: Figure;
  /** "nRed" by Cd: a Cd is a straight red when a fresh 2d8 reads 11 to n; 'never' for a plain yellow. */
  red: number | 'never';
}

export const RATING_PIVOT = 7.5;

export const POSITION_PROFILES: Record<OutfieldPosition, PositionProfile> = {
  CB: {
    cr: [0.65, 0.1],
    fld: [2.1, 0.25],
    fld3: [1, 0],
    off: [0.1, 0],
    sh: [1.35, 0.09],
    pPlus: [1.5, 0.6],
    pStar: [9, 1.5],
    cd: [1.1, 0],
    tkl: [3, 0.5],
    int: [3.5, 0.5],
    isOrOg: [0.1, -0.02],
    ownGoalInsteadOfIS: true,
    on: [23, 2],
    gl: [-6, 3],
    d: [4.5, 0.9],
    fls: [3, -0.5],
    en: [88, 4],
    red: 12,
  },
  SB: {
    cr: [1.85, 0.3],
    fld: [2.55, 0.25],
    fld3: [1, 0],
    off: [0.27, 0],
    sh: [2.25, 0.18],
    pPlus: [4.5, 1.2],
    pStar: [9, 1.5],
    cd: [1, 0],
    tkl: [3, 0.5],
    int: [2.5, 0.5],
    isOrOg: [0.5, 0.1],
    ownGoalInsteadOfIS: false,
    on: [23, 2],
    gl: [-8, 3],
    d: [3.5, 0.8],
    fls: [3, -0.5],
    en: [80, 4],
    red: 11,
  },
  CM: {
    cr: [1.5, 0.2],
    fld: [3.25, 0.35],
    fld3: [1, 0],
    off: [0.36, 0],
    sh: [4.05, 0.27],
    pPlus: [9, 2.4],
    pStar: [13.5, 2.4],
    cd: [1, 0],
    tkl: [3, 0.5],
    int: [2.5, 0.5],
    isOrOg: [0.7, 0.1],
    ownGoalInsteadOfIS: false,
    on: [26, 2],
    gl: [-3, 4],
    d: [2.5, 0.6],
    fls: [3, -0.5],
    en: [78, 4],
    red: 11,
  },
  SM: {
    cr: [2.7, 0.3],
    fld: [3.55, 0.35],
    fld3: [1, 0],
    off: [0.72, 0],
    sh: [4.95, 0.36],
    pPlus: [7.5, 2.1],
    pStar: [9, 1.5],
    cd: [0.8, 0],
    tkl: [2, 0.4],
    int: [1.5, 0.3],
    isOrOg: [0.6, 0.1],
    ownGoalInsteadOfIS: false,
    on: [28, 2],
    gl: [0, 4],
    d: [1.5, 0.3],
    fls: [2, -0.5],
    en: [75, 4],
    red: 'never',
  },
  CF: {
    cr: [1.85, 0.2],
    fld: [4, 0.35],
    fld3: [1, 0],
    off: [2.7, 0],
    sh: [9, 0.54],
    pPlus: [4.5, 1.2],
    pStar: [4.5, 0.9],
    cd: [0.6, 0],
    tkl: [1, 0.2],
    int: [0.5, 0.1],
    isOrOg: [0.4, 0.1],
    ownGoalInsteadOfIS: false,
    on: [31, 2],
    gl: [3, 4],
    d: [0.5, 0.2],
    fls: [2, -0.5],
    en: [72, 4],
    red: 'never',
  },
};

/** Numbers of PK on the penalty taker's card, and his PK reading as a count of numbers from 11. */
export const PENALTY_TAKER = { cells: [0.6, 0] as Figure, conversion: [49, 2] as Figure };

/** En at or above this reads "All". */
export const ENDURANCE_ALL_FROM = 90;

/** Fls at or above this earns the * by Cd. */
export const STAR_FROM_FLS = 5;

export interface KeeperProfile {
  /** First number of the Goal range on the On (Sv+) column. */
  goalFrom: Figure;
  counterTo: Figure;
  rebound: number;
  corner: number;
  injury: number;
  fouled: number;
  /** Single numbers with a split, read on an extra d10 of the shooting side. */
  card: { split: number };
  ownGoal: { split: number };
  /** Off column: Counter up to, Corner from. */
  offCounterTo: number;
  offCornerFrom: number;
  /** On adj in base-8 steps: value at 7.5 and per point (a weaker keeper lets more on target). */
  onAdjust: Figure;
  /** PK adjustment: -10 at or above the first, +10 at or below the second. */
  pkBetterFrom: number;
  pkWorseTo: number;
}

export const KEEPER_PROFILE: KeeperProfile = {
  goalFrom: [78, 4],
  counterTo: [12, 2],
  rebound: 4,
  corner: 7,
  injury: 2,
  fouled: 2,
  card: { split: 5 },
  ownGoal: { split: 1 },
  offCounterTo: 25,
  offCornerFrom: 87,
  onAdjust: [0, -2],
  pkBetterFrom: 9,
  pkWorseTo: 6,
};

/**
 * Non-player teams bring D* and A* rather than players. Their card is that
 * of a notional 4-4-2: D* = D + M/2 = 6 ratings' worth, A* = A + M/2 = 4.
 */
export const NON_PLAYER_SHAPE = {
  defence: ['SB', 'CB', 'CB', 'SB'] as OutfieldPosition[],
  midfield: ['SM', 'CM', 'CM', 'SM'] as OutfieldPosition[],
  attack: ['CF', 'CF'] as OutfieldPosition[],
  defendRatings: 6,
  attackRatings: 4,
  /** A depleted side's bench is thinner. */
  benchFull: 7,
  benchDepleted: 3,
};
