import type { Locale } from '../../../i18n/locales.js';
import { t } from '../../../i18n/translate.js';
import { zoneName } from '../card-zones.js';
import { INK, paint, roundedRect, text, type Ctx } from './canvas-kit.js';

/** One filled space of a revealed sheet: its card ("9♥", "reserve", "dummy") and its adjusted level. */
export interface SheetPlace {
  space: number;
  label: string;
  level: number;
}

export interface SheetSide {
  name: string;
  /** "K♠", or "K♣ (dummy, drew 9♣)". */
  formation: string;
  goals: number;
  places: readonly SheetPlace[];
}

/** Both revealed sheets of a card match, as the two grids face each other. */
export interface CardsSheetsView {
  heading: string;
  home: SheetSide;
  away: SheetSide;
}

const CARD = 100;
const GAP = 10;
const LEFT = 24;
const TOP = 118;
/** Column x: the home goal, the three thirds of the pitch (a home and an away card each), the away goal. */
const COLUMN_X = [LEFT, LEFT + CARD + GAP, LEFT + 3 * (CARD + GAP) + GAP, LEFT + 5 * (CARD + GAP) + 2 * GAP, LEFT + 7 * (CARD + GAP) + 3 * GAP];
const WIDTH = COLUMN_X[4]! + CARD + LEFT;
const HEIGHT = TOP + 3 * CARD + 2 * GAP + 64;
const COLUMN_WORDS = ['home goal', 'home defence · away attack', 'midfield', 'home attack · away defence', 'away goal'];

/**
 * Where a space stands in the picture: column 0 to 4 (the home goal, the three thirds, the away goal) and row 0 to
 * 2 from the top. The home side attacks to the right, its left-hand side on top; the away side attacks to the left.
 * Each player stands in the same cell as the one in the space he faces (12 − n, docs/cards.md, "The grid"), the
 * home card on the left of it.
 */
export function cellOf(side: 'home' | 'away', space: number): { col: number; row: number } {
  if (space === 1) return { col: side === 'home' ? 0 : 4, row: 1 };
  const line = Math.floor((space - 2) / 3);
  const across = (space - 2) % 3;
  return side === 'home' ? { col: 1 + line, row: across } : { col: 3 - line, row: 2 - across };
}

function cardX(side: 'home' | 'away', col: number): number {
  return COLUMN_X[col]! + (side === 'away' && col >= 1 && col <= 3 ? CARD + GAP : 0);
}

function drawCard(ctx: Ctx, side: 'home' | 'away', space: number, place: SheetPlace | undefined): void {
  const { col, row } = cellOf(side, space);
  const x = cardX(side, col);
  const y = TOP + row * (CARD + GAP);
  const colour = side === 'home' ? INK.home : INK.away;
  if (!place) {
    ctx.strokeStyle = INK.grid;
    ctx.lineWidth = 2;
    ctx.setLineDash([6, 6]);
    ctx.strokeRect(x + 1, y + 1, CARD - 2, CARD - 2);
    ctx.setLineDash([]);
    text(ctx, String(space), x + 10, y + 16, { size: 12, colour: INK.muted });
    text(ctx, 'empty', x + CARD / 2, y + CARD / 2, { size: 13, colour: INK.muted, align: 'center' });
    return;
  }
  roundedRect(ctx, x, y, CARD, CARD, 10, colour);
  roundedRect(ctx, x + 4, y + 4, CARD - 8, CARD - 8, 8, INK.panel);
  text(ctx, String(space), x + 12, y + 18, { size: 12, colour: INK.muted });
  const card = place.label.length <= 3;
  text(ctx, place.label, x + CARD / 2, y + CARD / 2 - 6, { size: card ? 28 : 16, bold: true, align: 'center', maxWidth: CARD - 12 });
  text(ctx, `level ${place.level}`, x + CARD / 2, y + CARD - 20, { size: 14, colour, align: 'center' });
}

/** One pitch: each cell holds a home player and the away player facing him; the keepers stand at the ends. */
export function renderCardsSheets(view: CardsSheetsView): Buffer {
  return paint(WIDTH, HEIGHT, (ctx) => {
    text(ctx, view.heading, WIDTH / 2, 24, { size: 16, colour: INK.muted, align: 'center', maxWidth: WIDTH - 40 });
    const half = WIDTH / 2 - LEFT - 10;
    text(ctx, `${view.home.name} ${view.home.goals}`, LEFT, 56, { size: 24, bold: true, colour: INK.home, maxWidth: half });
    text(ctx, `${view.away.goals} ${view.away.name}`, WIDTH - LEFT, 56, { size: 24, bold: true, colour: INK.away, align: 'right', maxWidth: half });
    text(ctx, `home · formation ${view.home.formation} · attacks →`, LEFT, 86, { size: 14, colour: INK.muted, maxWidth: half });
    text(ctx, `← attacks · formation ${view.away.formation} · away`, WIDTH - LEFT, 86, {
      size: 14,
      colour: INK.muted,
      align: 'right',
      maxWidth: half,
    });
    for (const side of ['home', 'away'] as const) {
      for (let space = 1; space <= 10; space++)
        drawCard(
          ctx,
          side,
          space,
          view[side].places.find((p) => p.space === space),
        );
    }
    const bottom = TOP + 3 * CARD + 2 * GAP + 30;
    COLUMN_WORDS.forEach((words, col) => {
      const width = col >= 1 && col <= 3 ? 2 * CARD + GAP : CARD;
      text(ctx, words, COLUMN_X[col]! + width / 2, bottom, { size: 13, colour: INK.muted, align: 'center', maxWidth: width });
    });
  });
}

/** The picture in words: each side's formation and its filled spaces, in the order of the grid. */
export function describeCardsSheets(view: CardsSheetsView, locale: Locale = 'en'): string {
  const side = (s: SheetSide, where: 'home' | 'away') => {
    const places = [...s.places]
      .sort((a, b) => a.space - b.space)
      .map((p) => t(locale, 'cards.sheets.place', { space: p.space, zone: zoneName(locale, p.space), label: p.label, level: p.level }));
    return t(locale, 'cards.sheets.side', { club: s.name, where, formation: s.formation, goals: s.goals, places: places.join(' · ') });
  };
  return [side(view.home, 'home'), side(view.away, 'away')].join('\n');
}
