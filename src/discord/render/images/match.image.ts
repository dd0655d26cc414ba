import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { t } from '../../../i18n/translate.js';
import { INK, marker, paint, pictureFile, text, type Align, type Ctx, type MarkerShape, type PictureFormat } from './canvas-kit.js';

/** A match card is drawn for a week's story at every deadline: as JPEG, the cheapest to encode. */
const MATCH_CARD_FORMAT: PictureFormat = 'jpeg';

/** A match card's file name. */
export function matchCardFile(stem: string): string {
  return pictureFile(stem, MATCH_CARD_FORMAT);
}

export type Side = 'home' | 'away';
export type MomentKind = 'goal' | 'chance' | 'save' | 'yellow' | 'red' | 'injury' | 'substitution';

/** One moment of the match on the timeline, e.g. a goal or a booking. */
export interface MatchMoment {
  minute: number;
  side: Side;
  kind: MomentKind;
}

export interface MatchScorer {
  side: Side;
  name: string;
  minute: number;
}

export interface MatchCardView {
  /** e.g. "Week 5 · Premier Division". */
  heading: string;
  home: { name: string; goals: number };
  away: { name: string; goals: number };
  scorers: readonly MatchScorer[];
  moments: readonly MatchMoment[];
  /** The timeline's length: 90 minutes, or 120 for a cup tie that went to extra time. */
  minutes?: 90 | 120;
  /** The language of its words (the league's); English when absent. */
  locale?: Locale;
}

const WIDTH = 800;
const HEIGHT = 470;
const AXIS = { x0: 60, x1: 760, y: 345 };
const MAX_SCORERS_SHOWN = 6;

/** Each kind has its own shape and word (momentWord), so the timeline reads without colour. */
export const MOMENT_KEY: Record<MomentKind, { shape: MarkerShape; colour: string }> = {
  goal: { shape: 'star', colour: '#ffd54f' },
  chance: { shape: 'ring', colour: '#b0bec5' },
  save: { shape: 'diamond', colour: '#4fc3f7' },
  yellow: { shape: 'square', colour: '#fff176' },
  red: { shape: 'bar', colour: '#ef5350' },
  injury: { shape: 'cross', colour: '#ff8a65' },
  substitution: { shape: 'triangle', colour: '#81c784' },
};

/** A kind of moment's word in the key: "goal", "yellow card"; "Tor", "Gelbe Karte". */
export function momentWord(kind: MomentKind, locale: Locale = DEFAULT_LOCALE): string {
  return t(locale, 'pictures.moment', { kind });
}

/** The words the card is drawn with, in its language. */
export function matchCardWords(locale: Locale = DEFAULT_LOCALE) {
  return { home: t(locale, 'pictures.home'), away: t(locale, 'pictures.away'), halfTime: t(locale, 'pictures.halfTime') };
}

/** After a match (as JPEG): the score, the scorers, and the match's moments on a 90-minute line (120 after extra time; home above, away below). */
export function renderMatchCard(view: MatchCardView): Buffer {
  const locale = view.locale ?? DEFAULT_LOCALE;
  const words = matchCardWords(locale);
  return paint(
    WIDTH,
    HEIGHT,
    (ctx) => {
      text(ctx, view.heading, WIDTH / 2, 28, { size: 16, colour: INK.muted, align: 'center', maxWidth: WIDTH - 40 });
      text(ctx, view.home.name, WIDTH / 2 - 90, 80, { size: 24, bold: true, align: 'right', maxWidth: 290 });
      text(ctx, `${view.home.goals} – ${view.away.goals}`, WIDTH / 2, 80, { size: 40, bold: true, align: 'center' });
      text(ctx, view.away.name, WIDTH / 2 + 90, 80, { size: 24, bold: true, maxWidth: 290 });
      text(ctx, words.home, WIDTH / 2 - 90, 108, { size: 12, colour: INK.home, align: 'right' });
      text(ctx, words.away, WIDTH / 2 + 90, 108, { size: 12, colour: INK.away });
      drawScorers(
        ctx,
        view.scorers.filter((s) => s.side === 'home'),
        WIDTH / 2 - 90,
        'right',
        locale,
      );
      drawScorers(
        ctx,
        view.scorers.filter((s) => s.side === 'away'),
        WIDTH / 2 + 90,
        'left',
        locale,
      );
      drawTimeline(ctx, view.moments, view.minutes, locale);
      drawKey(ctx, view.moments, locale);
    },
    MATCH_CARD_FORMAT,
  );
}

function drawScorers(ctx: Ctx, scorers: readonly MatchScorer[], x: number, align: Align, locale: Locale): void {
  const shown = scorers.slice(0, MAX_SCORERS_SHOWN);
  shown.forEach((s, i) => {
    const y = 134 + i * 20;
    text(ctx, `${s.name} ${s.minute}'`, x, y, { size: 14, align, maxWidth: 290 });
  });
  if (scorers.length > shown.length) {
    text(ctx, t(locale, 'pictures.more', { count: scorers.length - shown.length }), x, 134 + shown.length * 20, {
      size: 13,
      colour: INK.muted,
      align,
    });
  }
}

function minuteAt(minute: number, length: number): number {
  const clamped = Math.min(Math.max(minute, 0), length);
  return AXIS.x0 + ((AXIS.x1 - AXIS.x0) * clamped) / length;
}

const TICKS = [0, 15, 30, 45, 60, 75, 90];

function drawTimeline(ctx: Ctx, moments: readonly MatchMoment[], length: 90 | 120 = 90, locale: Locale = DEFAULT_LOCALE): void {
  const words = matchCardWords(locale);
  const minuteX = (minute: number) => minuteAt(minute, length);
  const { x0, x1, y } = AXIS;
  ctx.strokeStyle = INK.muted;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(x0, y);
  ctx.lineTo(x1, y);
  ctx.stroke();
  for (const minute of length === 120 ? [...TICKS, 105, 120] : TICKS) {
    const x = minuteX(minute);
    ctx.strokeStyle = minute === 45 ? INK.text : INK.grid;
    ctx.lineWidth = minute === 45 ? 2 : 1;
    ctx.beginPath();
    ctx.moveTo(x, y - 70);
    ctx.lineTo(x, y + 70);
    ctx.stroke();
    text(ctx, minute === 45 ? words.halfTime : `${minute}'`, x, y + 82, { size: 12, colour: INK.muted, align: 'center' });
  }
  text(ctx, words.home, 14, y - 40, { size: 11, colour: INK.home });
  text(ctx, words.away, 14, y + 40, { size: 11, colour: INK.away });
  // Moments in the same minute on the same side stack away from the axis.
  const stacked = new Map<string, number>();
  for (const moment of [...moments].sort((a, b) => a.minute - b.minute)) {
    const key = `${moment.side}:${Math.round(minuteX(moment.minute) / 12)}`;
    const depth = stacked.get(key) ?? 0;
    stacked.set(key, depth + 1);
    const direction = moment.side === 'home' ? -1 : 1;
    const my = y + direction * (18 + Math.min(depth, 3) * 16);
    const style = MOMENT_KEY[moment.kind];
    marker(ctx, style.shape, minuteX(moment.minute), my, moment.kind === 'goal' ? 8 : 6, style.colour);
  }
}

/** The key names only the kinds this match had. */
function drawKey(ctx: Ctx, moments: readonly MatchMoment[], locale: Locale): void {
  const kinds = (Object.keys(MOMENT_KEY) as MomentKind[]).filter((kind) => moments.some((m) => m.kind === kind));
  let x = AXIS.x0;
  const y = HEIGHT - 22;
  for (const kind of kinds) {
    const style = MOMENT_KEY[kind];
    marker(ctx, style.shape, x + 6, y, 6, style.colour);
    const word = momentWord(kind, locale);
    text(ctx, word, x + 18, y, { size: 13, colour: INK.text });
    x += 40 + ctx.measureText(word).width;
  }
}

/** The card in words, for the embed that carries it: the score, the scorers and a count of each kind of moment. */
export function describeMatchCard(view: MatchCardView): string {
  const locale = view.locale ?? DEFAULT_LOCALE;
  const scorers = (side: Side) =>
    view.scorers
      .filter((s) => s.side === side)
      .map((s) => `${s.name} ${s.minute}'`)
      .join(', ') || t(locale, 'pictures.describe.noScorers');
  const counts = (Object.keys(MOMENT_KEY) as MomentKind[])
    .map((kind) => ({
      kind,
      home: view.moments.filter((m) => m.kind === kind && m.side === 'home').length,
      away: view.moments.filter((m) => m.kind === kind && m.side === 'away').length,
    }))
    .filter((c) => c.home + c.away > 0)
    .map((c) => t(locale, 'pictures.describe.count', { moment: momentWord(c.kind, locale), home: c.home, away: c.away }));
  const { home, away } = view;
  return [
    t(locale, 'pictures.describe.score', { home: home.name, homeGoals: home.goals, awayGoals: away.goals, away: away.name }),
    t(locale, 'pictures.describe.scorers', { home: home.name, homeScorers: scorers('home'), away: away.name, awayScorers: scorers('away') }),
    counts.length > 0 ? t(locale, 'pictures.describe.moments', { counts: counts.join(', ') }) : t(locale, 'pictures.describe.noMoments'),
  ].join('\n');
}
