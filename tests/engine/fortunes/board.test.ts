import { describe, expect, it } from 'vitest';
import { BOARD, rollSquare, SQUARES, type Square } from '../../../src/engine/fortunes/board.js';
import { scriptedDice } from '../../support/scripted-dice.js';

describe('the Football Fortunes board', () => {
  it('GIVEN the house rule THEN 24 squares in the published counts, Start first', () => {
    const counts = Object.fromEntries(SQUARES.map((s) => [s, BOARD.filter((b) => b === s).length]));
    expect(counts).toEqual({
      start: 1,
      wages: 3,
      luck: 4,
      'selection-problems': 4,
      auction: 3,
      'half-price-auction': 2,
      sponsorship: 2,
      'bank-finance': 2,
      sunday: 2,
      crisis: 1,
    });
    expect(BOARD).toHaveLength(24);
    expect(BOARD[0]).toBe('start');
  });

  it('GIVEN the board THEN no square has its own kind beside it, round the corner too', () => {
    BOARD.forEach((square, i) => expect(BOARD[(i + 1) % BOARD.length]).not.toBe(square));
  });

  it.each(BOARD.map((square, index) => [index, square] as [number, Square]))(
    'GIVEN a move that ends on square %i THEN he lands on %s',
    (index, square) => {
      const from = (index - 3 + BOARD.length) % BOARD.length;
      const move = rollSquare(from, scriptedDice([3]));
      expect(move).toEqual({ from, roll: 3, to: index, square, passedStart: index < from });
    },
  );

  it('GIVEN a manager on the last square and a 6 THEN he goes round past Start to square 5', () => {
    expect(rollSquare(23, scriptedDice([6]))).toEqual({ from: 23, roll: 6, to: 5, square: BOARD[5], passedStart: true });
  });

  it('GIVEN a square off the board THEN the move is refused', () => {
    expect(() => rollSquare(24, scriptedDice([1]))).toThrow(/no square 24/);
  });
});
