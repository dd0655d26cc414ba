import type { Line } from '../model/types.js';
import { BASE8_COUNT, base8Index } from './base8.js';
import type { KeeperOffReading, KeeperOnReading } from '../model/detailed-events.js';

export type { KeeperOffReading, KeeperOnReading } from '../model/detailed-events.js';

/** Offensive readings, 11-67 on a position player's card (Net Results Soccer, "Offensive rolls"). */
export type AttackReading = 'Cr' | 'Fld' | 'Fld1' | 'Fld2' | 'Fld3' | 'Fld4' | 'Fld5' | 'PK' | 'Off' | 'Sh?' | 'P+' | 'P*' | 'P';
/** Defensive readings, 68-88 on a position player's card ("Defensive rolls"). */
export type DefenceReading = 'Cd' | 'Tkl' | 'Int' | 'IS?' | 'OG' | 'P';

/**
 * A run of readings on a card. `split` makes the last number of the run a
 * split reading, as in "Cr: 11-13(7)": it holds only when the opposite d10 is
 * 1 to `split` (a 0 counts as 10); otherwise it reads as the card's fallback.
 */
export interface CardRange<R extends string> {
  reading: R;
  from: number;
  to: number;
  split?: number;
}

/** A card's ranges laid out one entry per number, so a roll is read in one step. */
export interface Chart<R extends string> {
  /** Lowest number on the chart (11 for the d8 pair, 1 for the d10 pair). */
  low: number;
  readings: R[];
  /** 0 where the number is not split, else the split's top d10 value. */
  splits: number[];
}

/** The second line of the Cd reading: what kind of card a Cd gives. */
export interface CardKind {
  /** 'yellow', 'red', or a number n for "nRed": red when a fresh 2d8 reads 11 to n, else yellow. */
  red: 'never' | 'always' | number;
  /** The * by Cd: the second yellow is at least a 1-10 chance and can reach 1-20. */
  star: boolean;
}

export interface PlayerCard {
  /** null for anonymous players (non-player teams, youth-team fillers). */
  playerId: string | null;
  line: Line;
  attack: Chart<AttackReading>;
  defence: Chart<DefenceReading>;
  /** On: 11 up to this reading is on target; 0 puts nothing on target. */
  on: number;
  /** On: (nn), the reading after `on` is on target when it and the minute are both odd or both even. */
  onSplit: boolean;
  /** GL: added to the d10 pair when his shot is on target. */
  gl: number;
  /** D: a d20 of 1 to `d` stops a shot. */
  d: number;
  /** How `d + 1` is read: not at all, by minute parity (5:*), or home/road (4/5: home 5, road 4). */
  dSplit: 'none' | 'parity' | 'home-road';
  /** D in brackets or with *: a stop also wins the ball. */
  dSteal: boolean;
  /** Fls: 0 to 5, how readily he commits the foul on a Fld1-5 reading. */
  fls: number;
  cd: CardKind;
  /** En: the minute from which his endurance gives out; null reads "All". */
  en: number | null;
  /** PK: a penalty goes in on 11 up to this reading; 0 when he takes none. */
  pk: number;
}

export interface KeeperCard {
  playerId: string | null;
  onColumn: Chart<KeeperOnReading>;
  offColumn: Chart<KeeperOffReading>;
  /** On adj: base-8 steps added to the shooter's On reading. */
  onAdjust: number;
  /** PK adjustment, -10, 0 or +10, counted in plain decimal (62 - 10 = 52). */
  pkAdjust: number;
  cd: CardKind;
}

/** Lays ranges out as a chart; numbers no range covers read as `fallback`. */
export function compileChart<R extends string>(
  ranges: CardRange<R>[],
  fallback: R,
  low: number,
  size: number,
  indexOf: (value: number) => number,
): Chart<R> {
  const readings = new Array<R>(size).fill(fallback);
  const splits = new Array<number>(size).fill(0);
  for (const range of ranges) {
    for (let i = indexOf(range.from); i <= indexOf(range.to); i++) readings[i] = range.reading;
    if (range.split !== undefined) splits[indexOf(range.to)] = range.split;
  }
  return { low, readings, splits };
}

/** A position player's 11-88 chart (offensive and defensive halves share the 64 numbers). */
export function base8Chart<R extends string>(ranges: CardRange<R>[], fallback: R): Chart<R> {
  return compileChart(ranges, fallback, 11, BASE8_COUNT, base8Index);
}

/** A keeper's 1-100 column. */
export function hundredChart<R extends string>(ranges: CardRange<R>[], fallback: R): Chart<R> {
  return compileChart(ranges, fallback, 1, 100, (value) => value - 1);
}
