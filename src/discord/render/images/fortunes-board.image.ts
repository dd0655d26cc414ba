import type { Square } from '../../../engine/fortunes/board.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { t as say } from '../../../i18n/translate.js';
import { squareIn } from '../fortunes-game-words.js';
import { INK, MARKER_SHAPES, SERIES_COLOURS, marker, paint, roundedRect, text, type Ctx, type MarkerShape } from './canvas-kit.js';

/** A manager's counter: where it stands and, after a turn's dice, where it came from. */
export interface BoardToken {
  name: string;
  position: number;
  /** The reader's own club: ringed in white. */
  mine?: boolean;
  /** The square it left this turn, and the die that moved it. */
  from?: number;
  roll?: number;
}

export interface FortunesBoardView {
  title: string;
  /** The squares from Start round: the rulebook's 24. */
  board: readonly Square[];
  tokens: readonly BoardToken[];
  /** The squares the reader's die reaches next, in order: the first is a roll of one. */
  reach: readonly number[];
  /** The language of its words; English when absent. */
  locale?: Locale;
}

/** The board is a ring of 24 squares round a 7 × 7 grid, Start at the top left, clockwise. */
const GRID = 7;
const CELL = 104;
const MARGIN = 16;
export const BOARD_PICTURE_SIZE = GRID * CELL + 2 * MARGIN;
const TOKEN_RADIUS = 10;
const TOKENS_A_ROW = 4;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlacedSquare extends Rect {
  index: number;
  square: Square;
  /** The die that reaches it next, when the reader's die can. */
  die: number | null;
}

export interface PlacedToken {
  token: number;
  x: number;
  y: number;
  shape: MarkerShape;
  colour: string;
  /** Where it was before the dice: drawn as a ring. */
  ghost: boolean;
}

export interface BoardLayout {
  squares: PlacedSquare[];
  tokens: PlacedToken[];
}

/** The grid cell of a square: the top row left to right, then down the right, back along the bottom, up the left. */
function cellOf(index: number): { col: number; row: number } {
  const side = GRID - 1;
  if (index <= side) return { col: index, row: 0 };
  if (index <= 2 * side) return { col: side, row: index - side };
  if (index <= 3 * side) return { col: 3 * side - index, row: side };
  return { col: 0, row: 4 * side - index };
}

export function squareRect(index: number): Rect {
  const { col, row } = cellOf(index);
  return { x: MARGIN + col * CELL, y: MARGIN + row * CELL, w: CELL, h: CELL };
}

/** Each counter's shape and colour: shapes tell clubs apart without relying on colour. */
function tokenLook(token: number): { shape: MarkerShape; colour: string } {
  return { shape: MARKER_SHAPES[token % MARKER_SHAPES.length]!, colour: SERIES_COLOURS[token % SERIES_COLOURS.length]! };
}

/**
 * Where everything goes, without pixels: each square's cell and the die that reaches it, each counter on its square
 * (and a ring where it stood before the dice), in rows of four along the foot of the cell.
 */
export function fortunesBoardLayout(view: FortunesBoardView): BoardLayout {
  const squares = view.board.map((square, index) => {
    const die = view.reach.indexOf(index);
    return { index, square, ...squareRect(index), die: die === -1 ? null : die + 1 };
  });
  const onSquare = new Map<number, { token: number; ghost: boolean }[]>();
  const put = (position: number, entry: { token: number; ghost: boolean }) => onSquare.set(position, [...(onSquare.get(position) ?? []), entry]);
  view.tokens.forEach((t, token) => put(t.position, { token, ghost: false }));
  view.tokens.forEach((t, token) => {
    if (t.from !== undefined && t.from !== t.position) put(t.from, { token, ghost: true });
  });
  const tokens: PlacedToken[] = [];
  for (const [position, entries] of onSquare) {
    const rect = squareRect(position);
    entries.forEach((entry, slot) => {
      const rowsUp = Math.floor(slot / TOKENS_A_ROW);
      tokens.push({
        ...entry,
        ...tokenLook(entry.token),
        x: rect.x + 18 + (slot % TOKENS_A_ROW) * 24,
        y: rect.y + rect.h - 18 - rowsUp * 22,
      });
    });
  }
  return { squares, tokens };
}

/** Two short lines for a square's name, to fit its cell. */
function squareLines(locale: Locale, square: Square): string[] {
  const words = squareIn(locale, square).split(' ');
  if (words.length === 1) return words;
  return [words[0]!, words.slice(1).join(' ')];
}

const REACH = '#f0e442';
const SQUARE_FILL: Readonly<Record<Square, string>> = {
  start: '#37474f',
  wages: '#4e342e',
  luck: '#1a3a5c',
  'selection-problems': '#5c1f1f',
  auction: '#3d2f5c',
  'half-price-auction': '#3d2f5c',
  sponsorship: '#1f4d2c',
  'bank-finance': '#4d4519',
  sunday: INK.panel,
  crisis: '#6b1111',
};

function drawSquare(ctx: Ctx, s: PlacedSquare, locale: Locale): void {
  roundedRect(ctx, s.x + 2, s.y + 2, s.w - 4, s.h - 4, 8, SQUARE_FILL[s.square]);
  if (s.die !== null) {
    ctx.strokeStyle = REACH;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.roundRect(s.x + 3.5, s.y + 3.5, s.w - 7, s.h - 7, 8);
    ctx.stroke();
    roundedRect(ctx, s.x + s.w - 28, s.y + 8, 20, 20, 4, REACH);
    text(ctx, String(s.die), s.x + s.w - 18, s.y + 18, { size: 13, bold: true, colour: INK.background, align: 'center' });
  }
  text(ctx, String(s.index), s.x + 10, s.y + 16, { size: 11, colour: INK.muted });
  squareLines(locale, s.square).forEach((line, i) => {
    text(ctx, line, s.x + s.w / 2, s.y + 40 + i * 16, { size: 13, bold: true, align: 'center', maxWidth: s.w - 10 });
  });
}

function drawToken(ctx: Ctx, t: PlacedToken, mine: boolean): void {
  if (t.ghost) {
    marker(ctx, 'ring', t.x, t.y, TOKEN_RADIUS, t.colour);
    return;
  }
  if (mine) marker(ctx, 'circle', t.x, t.y, TOKEN_RADIUS + 3, INK.text);
  marker(ctx, t.shape, t.x, t.y, TOKEN_RADIUS, t.colour);
}

/** The key in the middle of the board: each counter's shape and club, its square, and the die that moved it. */
function drawKey(ctx: Ctx, view: FortunesBoardView): void {
  const left = MARGIN + CELL + 24;
  const width = (GRID - 2) * CELL - 48;
  let y = MARGIN + CELL + 30;
  text(ctx, view.title, left, y, { size: 20, bold: true, maxWidth: width });
  y += 40;
  view.tokens.forEach((t, i) => {
    const look = tokenLook(i);
    if (t.mine) marker(ctx, 'circle', left + 10, y, TOKEN_RADIUS + 3, INK.text);
    marker(ctx, look.shape, left + 10, y, TOKEN_RADIUS, look.colour);
    text(ctx, t.name, left + 30, y - 9, { size: 15, bold: true, maxWidth: width - 30 });
    text(ctx, tokenWhere(view, t), left + 30, y + 10, { size: 13, colour: INK.muted, maxWidth: width - 30 });
    y += 46;
  });
  y += 6;
  const locale = view.locale ?? DEFAULT_LOCALE;
  const notes = [
    view.tokens.some((t) => t.from !== undefined && t.from !== t.position) ? say(locale, 'fortunes.picture.ring') : null,
    view.reach.length > 0 ? say(locale, 'fortunes.picture.reach') : null,
  ].filter((n): n is string => n !== null);
  for (const note of notes) {
    text(ctx, note, left, y, { size: 13, colour: INK.muted, maxWidth: width });
    y += 22;
  }
}

function tokenWhere(view: FortunesBoardView, t: BoardToken): string {
  const locale = view.locale ?? DEFAULT_LOCALE;
  const here = `${squareIn(locale, view.board[t.position]!)} (${t.position})`;
  if (t.from === undefined || t.roll === undefined) return say(locale, 'fortunes.picture.on', { here });
  return say(locale, 'fortunes.picture.moved', { roll: t.roll, from: squareIn(locale, view.board[t.from]!), here });
}

/** The board as a picture: its 24 squares, every manager's counter, the squares the reader's die reaches next. */
export function renderFortunesBoard(view: FortunesBoardView): Buffer {
  const layout = fortunesBoardLayout(view);
  return paint(BOARD_PICTURE_SIZE, BOARD_PICTURE_SIZE, (ctx) => {
    for (const square of layout.squares) drawSquare(ctx, square, view.locale ?? DEFAULT_LOCALE);
    for (const token of layout.tokens) drawToken(ctx, token, view.tokens[token.token]?.mine === true);
    drawKey(ctx, view);
  });
}

/** The picture's words, for its alt text and the embed that shows it. */
export function describeFortunesBoard(view: FortunesBoardView): string {
  const locale = view.locale ?? DEFAULT_LOCALE;
  const counters = view.tokens.map((t) => `${t.name} ${tokenWhere(view, t)}`).join('; ');
  const squares = view.reach.map((p, i) => `${i + 1} ${squareIn(locale, view.board[p]!)}`).join(', ');
  const reach = view.reach.length > 0 ? say(locale, 'fortunes.picture.altReach', { squares }) : '';
  return say(locale, 'fortunes.picture.alt', { counters, reach });
}
