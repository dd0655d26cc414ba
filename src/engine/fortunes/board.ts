import type { Dice } from '../dice.js';
import type { Square } from '../model/fortune-squares.js';

export { SQUARES, type Square } from '../model/fortune-squares.js';

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
