import type { Dice } from '../dice.js';

/**
 * House rule (docs/rules.md, "Football Fortunes"): the seed names the squares
 * but prints neither the board nor the die. 24 squares moved by a d6: about two
 * laps a 14-week season, so each kind of square comes round about as often as
 * its count says (a Crisis about once in two seasons, Wages about twice a season).
 */
export const SQUARES = [
  'start',
  'wages',
  'luck',
  'selection-problems',
  'auction',
  'half-price-auction',
  'sponsorship',
  'bank-finance',
  'sunday',
  'crisis',
] as const;
export type Square = (typeof SQUARES)[number];

/** The board from Start round, spread so that no kind sits next to itself. */
export const BOARD: readonly Square[] = [
  'start',
  'luck',
  'wages',
  'selection-problems',
  'auction',
  'sponsorship',
  'sunday',
  'luck',
  'bank-finance',
  'selection-problems',
  'wages',
  'half-price-auction',
  'crisis',
  'luck',
  'auction',
  'selection-problems',
  'sponsorship',
  'sunday',
  'wages',
  'luck',
  'bank-finance',
  'selection-problems',
  'half-price-auction',
  'auction',
];

export const BOARD_DIE = 6;

/** The squares that sell a lot of the auction pool. */
export const AUCTION_SQUARES: readonly Square[] = ['auction', 'half-price-auction'];

export interface Move {
  from: number;
  roll: number;
  to: number;
  square: Square;
  /** He went round past (or onto) Start; nothing is paid for it. */
  passedStart: boolean;
}

/** One move round the board from `position` (0 is Start). */
export function rollSquare(position: number, dice: Dice): Move {
  if (!Number.isInteger(position) || position < 0 || position >= BOARD.length) throw new Error(`no square ${position}`);
  const roll = dice.roll(BOARD_DIE);
  const to = (position + roll) % BOARD.length;
  return { from: position, roll, to, square: BOARD[to]!, passedStart: to < position };
}
