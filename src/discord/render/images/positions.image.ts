import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { t } from '../../../i18n/translate.js';
import { INK, MARKER_SHAPES, SERIES_COLOURS, marker, paint, text, type Ctx } from './canvas-kit.js';

import type { PositionChartView, PositionSeries } from '../../../league/state-views/position-chart-view.js';

export type { PositionChartView, PositionSeries } from '../../../league/state-views/position-chart-view.js';

const WIDTH = 800;
const HEIGHT = 500;
const PLOT = { x0: 70, x1: 550, y0: 70, y1: 440 };
const KEY_X = 608;

/** Each series has its own marker shape as well as its colour, and is named at its line's end and in the key. */
export function seriesStyle(index: number): { shape: (typeof MARKER_SHAPES)[number]; colour: string } {
  return { shape: MARKER_SHAPES[index % MARKER_SHAPES.length]!, colour: SERIES_COLOURS[index % SERIES_COLOURS.length]! };
}

/** At the season's end: each manager club's league position week by week. */
export function renderPositionChart(view: PositionChartView, locale: Locale = DEFAULT_LOCALE): Buffer {
  const weeks = Math.max(1, ...view.series.map((s) => s.positions.length));
  const places = Math.max(2, view.places);
  const x = (week: number) => PLOT.x0 + (PLOT.x1 - PLOT.x0) * (weeks === 1 ? 0.5 : (week - 1) / (weeks - 1));
  const y = (place: number) => PLOT.y0 + ((PLOT.y1 - PLOT.y0) * (place - 1)) / (places - 1);
  return paint(WIDTH, HEIGHT, (ctx) => {
    text(ctx, view.heading, PLOT.x0, 30, { size: 20, bold: true, maxWidth: WIDTH - 100 });
    drawAxes(ctx, weeks, places, x, y, locale);
    view.series.forEach((series, index) => drawSeries(ctx, series, seriesStyle(index), x, y, locale));
    drawKey(ctx, view.series, locale);
  });
}

function drawAxes(ctx: Ctx, weeks: number, places: number, x: (w: number) => number, y: (p: number) => number, locale: Locale): void {
  ctx.lineWidth = 1;
  for (let place = 1; place <= places; place++) {
    ctx.strokeStyle = place === 1 ? INK.muted : INK.grid;
    ctx.beginPath();
    ctx.moveTo(PLOT.x0, y(place));
    ctx.lineTo(PLOT.x1, y(place));
    ctx.stroke();
    if (places <= 24 || place % 2 === 1) text(ctx, ordinalIn(place, locale), PLOT.x0 - 12, y(place), { size: 12, colour: INK.muted, align: 'right' });
  }
  const step = weeks > 20 ? 5 : weeks > 10 ? 2 : 1;
  for (let week = 1; week <= weeks; week++) {
    if (week !== 1 && week % step !== 0 && week !== weeks) continue;
    text(ctx, String(week), x(week), PLOT.y1 + 18, { size: 12, colour: INK.muted, align: 'center' });
  }
  text(ctx, t(locale, 'pictures.positions.week'), (PLOT.x0 + PLOT.x1) / 2, PLOT.y1 + 42, { size: 13, colour: INK.muted, align: 'center' });
  text(ctx, t(locale, 'pictures.positions.position'), PLOT.x0 - 12, PLOT.y0 - 26, { size: 13, colour: INK.muted, align: 'right' });
}

function drawSeries(
  ctx: Ctx,
  series: PositionSeries,
  style: ReturnType<typeof seriesStyle>,
  x: (w: number) => number,
  y: (p: number) => number,
  locale: Locale,
): void {
  const points = series.positions.flatMap((place, i) => (place === null ? [] : [{ x: x(i + 1), y: y(place) }]));
  ctx.strokeStyle = style.colour;
  ctx.lineWidth = 3;
  ctx.beginPath();
  points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.stroke();
  for (const p of points) marker(ctx, style.shape, p.x, p.y, 5, style.colour);
  const last = points.at(-1);
  const place = series.positions.filter((p) => p !== null).at(-1);
  if (last && place !== undefined) {
    text(ctx, ordinalIn(place, locale), last.x + 10, last.y, { size: 12, bold: true, colour: style.colour });
  }
}

/** The key: shape, colour and name of each club, with its final position. */
function drawKey(ctx: Ctx, series: readonly PositionSeries[], locale: Locale): void {
  series.forEach((s, index) => {
    const style = seriesStyle(index);
    const y = PLOT.y0 + index * 28;
    marker(ctx, style.shape, KEY_X, y, 7, style.colour);
    const final = s.positions.filter((p) => p !== null).at(-1);
    text(ctx, `${s.clubName}${final ? ` (${ordinalIn(final, locale)})` : ''}`, KEY_X + 16, y, { size: 13, maxWidth: WIDTH - KEY_X - 24 });
  });
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** 1st, 2nd, 3rd; in German 1., 2., 3. */
export function ordinalIn(n: number, locale: Locale): string {
  return t(locale, 'pictures.ordinal', { n });
}

/** The chart in words, for the embed that carries it. */
export function describePositionChart(view: PositionChartView, locale: Locale = DEFAULT_LOCALE): string {
  return view.series
    .map((s) => {
      const club = s.clubName;
      const played = s.positions.filter((p): p is number => p !== null);
      if (played.length === 0) return t(locale, 'pictures.positions.noGames', { club });
      return t(locale, 'pictures.positions.finished', { club, last: played.at(-1)!, best: Math.min(...played), lowest: Math.max(...played) });
    })
    .join('\n');
}
