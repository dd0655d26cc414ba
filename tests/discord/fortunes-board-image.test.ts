import { describe, expect, it } from 'vitest';
import { BOARD } from '../../src/engine/fortunes/board.js';
import {
  BOARD_PICTURE_SIZE,
  describeFortunesBoard,
  fortunesBoardLayout,
  renderFortunesBoard,
  squareRect,
  type FortunesBoardView,
} from '../../src/discord/render/images/fortunes-board.image.js';
import { pixels } from '../support/pixels.js';

/** Five managers, two of them sharing Crisis, one who came round past Start, the reader on square 20. */
const VIEW: FortunesBoardView = {
  title: 'Fortunes Friday: the coming turn',
  board: BOARD,
  tokens: [
    { name: 'Dugout Rovers', position: 12, from: 8, roll: 4 },
    { name: 'Kingsbridge Town', position: 12, from: 6, roll: 6 },
    { name: 'Harbour Athletic', position: 2, from: 21, roll: 5 },
    { name: 'Millbrook', position: 20, mine: true },
    { name: 'Eastgate United', position: 0, from: 23, roll: 1 },
  ],
  reach: [21, 22, 23, 0, 1, 2],
};

const inside = (x: number, y: number, index: number) => {
  const r = squareRect(index);
  return x > r.x && x < r.x + r.w && y > r.y && y < r.y + r.h;
};

describe('the Fortunes board picture', () => {
  it('GIVEN the board THEN its 24 squares take 24 distinct cells of the ring, in the board’s order', () => {
    const { squares } = fortunesBoardLayout({ ...VIEW, tokens: [], reach: [] });
    expect(squares.map((s) => s.square)).toEqual([...BOARD]);
    expect(new Set(squares.map((s) => `${s.x},${s.y}`)).size).toBe(24);
    for (const s of squares) {
      expect(s.x + s.w).toBeLessThanOrEqual(BOARD_PICTURE_SIZE);
      expect(s.y + s.h).toBeLessThanOrEqual(BOARD_PICTURE_SIZE);
      expect(s.die).toBeNull();
    }
    // Neighbours touch: each square's cell is one step from the last's, round past Start.
    squares.forEach((s, i) => {
      const next = squares[(i + 1) % squares.length]!;
      expect(Math.abs(next.x - s.x) + Math.abs(next.y - s.y)).toBe(s.w);
    });
  });

  it.each(VIEW.tokens.map((t, i) => ({ ...t, i })))('GIVEN $name on square $position THEN its counter is drawn on that square', (token) => {
    const placed = fortunesBoardLayout(VIEW).tokens.filter((t) => t.token === token.i);
    const counter = placed.find((t) => !t.ghost)!;
    expect(inside(counter.x, counter.y, token.position)).toBe(true);
    const ring = placed.find((t) => t.ghost);
    if (token.from === undefined) expect(ring).toBeUndefined();
    else expect(ring && inside(ring.x, ring.y, token.from)).toBe(true);
  });

  it('GIVEN two counters on one square THEN they stand apart, each with its own shape', () => {
    const onCrisis = fortunesBoardLayout(VIEW).tokens.filter((t) => !t.ghost && inside(t.x, t.y, 12));
    expect(onCrisis).toHaveLength(2);
    expect(onCrisis[0]!.x).not.toBe(onCrisis[1]!.x);
    expect(onCrisis[0]!.shape).not.toBe(onCrisis[1]!.shape);
  });

  it('GIVEN the reader’s next squares THEN each is marked with the die that reaches it, and no other square is', () => {
    const { squares } = fortunesBoardLayout(VIEW);
    expect(squares.filter((s) => s.die !== null).map((s) => [s.index, s.die])).toEqual([
      [0, 4],
      [1, 5],
      [2, 6],
      [21, 1],
      [22, 2],
      [23, 3],
    ]);
  });

  it('GIVEN the view THEN the picture is a PNG of the board’s size, under 1 MB, and its words name every counter', async () => {
    const png = renderFortunesBoard(VIEW);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const decoded = await pixels(png);
    expect([decoded.width, decoded.height]).toEqual([BOARD_PICTURE_SIZE, BOARD_PICTURE_SIZE]);
    expect(png.length).toBeLessThan(1024 * 1024);
    expect(describeFortunesBoard(VIEW)).toBe(
      'The board of 24 squares, Start at the top left, clockwise. Dugout Rovers die 4: Bank Finance → Crisis (12); ' +
        'Kingsbridge Town die 6: Sunday → Crisis (12); Harbour Athletic die 5: Selection Problems → Wages (2); ' +
        'Millbrook on Bank Finance (20); Eastgate United die 1: Auction → Start (0). ' +
        'Your die reaches: 1 Selection Problems, 2 50% Auction, 3 Auction, 4 Start, 5 Manager’s Luck, 6 Wages.',
    );
  });

  it('GIVEN twenty pictures THEN each takes little CPU time', () => {
    renderFortunesBoard(VIEW);
    const start = process.cpuUsage();
    for (let i = 0; i < 20; i++) renderFortunesBoard(VIEW);
    const used = process.cpuUsage(start);
    const msEach = (used.user + used.system) / 1000 / 20;
    console.info(`Fortunes board picture: ${msEach.toFixed(1)} CPU ms each`);
    expect(msEach).toBeLessThan(250);
  });
});
