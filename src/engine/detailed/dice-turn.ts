import type { Dice } from '../dice.js';
import { readTwoD8 } from './base8.js';
import type { DiceTuple } from '../model/detailed-events.js';

export type { DiceTuple } from '../model/detailed-events.js';

/**
 * One roll of the five dice (Net Results Soccer, "Dice with Net Results Soccer"):
 * a d20, a red and a white d8, a red and a white d10, always rolled in that order.
 * The red d10 picks the offensive player, the white d10 the defensive one.
 */
export interface DiceTurn {
  d20: number;
  red8: number;
  white8: number;
  red10: number;
  white10: number;
}

export function rollTurn(dice: Dice): DiceTurn {
  return rollTurnInto(dice, { d20: 0, red8: 0, white8: 0, red10: 0, white10: 0 });
}

/** Rolls into a turn the caller keeps, sparing an object on the engine's hot path. */
export function rollTurnInto(dice: Dice, turn: DiceTurn): DiceTurn {
  turn.d20 = dice.roll(20);
  turn.red8 = dice.roll(8);
  turn.white8 = dice.roll(8);
  turn.red10 = dice.roll(10);
  turn.white10 = dice.roll(10);
  return turn;
}

export function diceTuple(turn: DiceTurn): DiceTuple {
  return [turn.d20, turn.red8, turn.white8, turn.red10, turn.white10];
}

/** The two d8 read base 8, 11 to 88. */
export function reading(turn: DiceTurn): number {
  return readTwoD8(turn.red8, turn.white8);
}

/** The two d10, red the tens and white the ones, 0 and 0 read as 100. */
export function hundred(turn: DiceTurn): number {
  const value = (turn.red10 % 10) * 10 + (turn.white10 % 10);
  return value === 0 ? 100 : value;
}

/** The d20 shows a minute gone on 1-4 and 18-20 ("The 20-sided die", b). */
export function elapsesMinute(d20: number): boolean {
  return d20 <= 4 || d20 >= 18;
}

/**
 * Possession on the d20. The document gives 1-11 home and 11-20 away; the
 * overlap at 11 is resolved as its own first example reads it: 11 is home.
 * `homeUpTo` is 12 under the home-advantage extra-time rule.
 */
export function possessionFromD20(d20: number, homeUpTo = 11): 'home' | 'away' {
  return d20 <= homeUpTo ? 'home' : 'away';
}
