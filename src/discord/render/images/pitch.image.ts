import type { Form, Line } from '../../../engine/model/types.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { t } from '../../../i18n/translate.js';
import { ability } from '../format.js';
import { font, INK, marker, paint, roundedRect, text, type Ctx } from './canvas-kit.js';

/** One place of the XI as the picture shows it; `name` null is a youth-team player. */
export interface PitchPlace {
  line: Line;
  slot: string;
  name: string | null;
  rating: number;
  form: Form | null;
  injured: boolean;
}

export interface PitchView {
  clubName: string;
  formation: string;
  places: readonly PitchPlace[];
  /** The line under the heading: the XI's total match rating when absent. */
  subtitle?: string;
  /** The key at the foot: what the shirt and the marks mean, for a lineup being picked when absent. */
  legend?: string;
  /** The language of the picture's own words (the total, the key, a youth player, an injury); English when absent. */
  locale?: Locale;
}

/** The words the pitch picture draws, in one language. */
export function pitchWords(locale: Locale = DEFAULT_LOCALE) {
  return {
    legend: t(locale, 'pictures.pitch.legend'),
    youthPlayer: t(locale, 'pictures.pitch.youthPlayer'),
    injured: t(locale, 'pictures.pitch.injured'),
    total: (rating: number) => t(locale, 'pictures.pitch.total', { rating: ability(rating) }),
  };
}

const WIDTH = 640;
const HEIGHT = 760;
const PITCH = { x: 30, y: 80, w: 580, h: 620 };
/** Where each line stands, as a share of the pitch's height from the top (attack at the top). */
const LINE_DEPTH: Record<Line, number> = { A: 0.14, M: 0.42, D: 0.68, G: 0.89 };

/** Form as a word and arrows, so it never rests on colour alone. */
const FORM_BADGE: Record<Form, { label: string; colour: string; up: boolean; arrows: number }> = {
  '++': { label: '++', colour: '#66bb6a', up: true, arrows: 2 },
  '+': { label: '+', colour: '#a5d6a7', up: true, arrows: 1 },
  '-': { label: '−', colour: '#ef9a9a', up: false, arrows: 1 },
  '--': { label: '−−', colour: '#e57373', up: false, arrows: 2 },
};

/** The pitch with the XI in its formation: each player's match rating, place and form. */
export function renderPitch(view: PitchView): Buffer {
  const words = pitchWords(view.locale);
  return paint(WIDTH, HEIGHT, (ctx) => {
    ctx.font = font(24, true);
    const formationWidth = ctx.measureText(view.formation).width;
    text(ctx, view.clubName, 30, 30, { size: 24, bold: true, maxWidth: Math.min(420, WIDTH - 80 - formationWidth) });
    text(ctx, view.formation, WIDTH - 30, 30, { size: 24, bold: true, align: 'right' });
    const total = view.places.reduce((sum, p) => sum + p.rating, 0);
    text(ctx, view.subtitle ?? words.total(total), 30, 60, { size: 15, colour: INK.muted, maxWidth: 580 });
    drawPitch(ctx);
    for (const line of ['G', 'D', 'M', 'A'] as const) {
      const places = view.places.filter((p) => p.line === line);
      places.forEach((place, i) => {
        const x = PITCH.x + (PITCH.w * (i + 0.5)) / places.length;
        const y = PITCH.y + PITCH.h * LINE_DEPTH[line];
        drawPlace(ctx, place, x, y, words);
      });
    }
    text(ctx, view.legend ?? words.legend, WIDTH / 2, HEIGHT - 28, {
      size: 14,
      colour: INK.muted,
      align: 'center',
    });
  });
}

function drawPitch(ctx: Ctx): void {
  const { x, y, w, h } = PITCH;
  const stripes = 8;
  for (let i = 0; i < stripes; i++) {
    ctx.fillStyle = i % 2 === 0 ? INK.grass : INK.grassStripe;
    ctx.fillRect(x, y + (h * i) / stripes, w, h / stripes);
  }
  ctx.strokeStyle = INK.chalk;
  ctx.globalAlpha = 0.55;
  ctx.lineWidth = 2;
  ctx.strokeRect(x, y, w, h);
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.arc(x + w / 2, y, 70, 0, Math.PI);
  ctx.stroke();
  ctx.strokeRect(x + w * 0.2, y + h - 110, w * 0.6, 110);
  ctx.strokeRect(x + w * 0.36, y + h - 40, w * 0.28, 40);
  ctx.beginPath();
  ctx.arc(x + w / 2, y + h - 110, 50, Math.PI * 1.2, Math.PI * 1.8);
  ctx.stroke();
  ctx.globalAlpha = 1;
}

function drawPlace(ctx: Ctx, place: PitchPlace, x: number, y: number, words: ReturnType<typeof pitchWords>): void {
  const youth = place.name === null;
  ctx.fillStyle = youth ? '#78909c' : '#fafafa';
  ctx.beginPath();
  ctx.arc(x, y, 24, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#102027';
  ctx.stroke();
  text(ctx, ability(place.rating), x, y + 1, { size: 17, bold: true, colour: '#102027', align: 'center' });
  if (place.injured) {
    marker(ctx, 'cross', x + 22, y - 20, 6, '#ff5252');
  }
  if (place.form) drawForm(ctx, place.form, x - 26, y - 20);
  const label = place.name ?? words.youthPlayer;
  roundedRect(ctx, x - 62, y + 28, 124, 36, 6, 'rgba(16,32,39,0.78)');
  text(ctx, label, x, y + 38, { size: 13, bold: !youth, align: 'center', maxWidth: 118 });
  text(
    ctx,
    [place.slot, place.form ? FORM_BADGE[place.form].label : null, place.injured ? words.injured : null].filter(Boolean).join(' · '),
    x,
    y + 54,
    {
      size: 11,
      colour: '#cfd8dc',
      align: 'center',
      maxWidth: 118,
    },
  );
}

/** One or two arrows, pointing up for good form and down for bad. */
function drawForm(ctx: Ctx, form: Form, x: number, y: number): void {
  const badge = FORM_BADGE[form];
  for (let i = 0; i < badge.arrows; i++) {
    const cy = y + (badge.up ? -1 : 1) * i * 9;
    ctx.fillStyle = badge.colour;
    ctx.beginPath();
    if (badge.up) {
      ctx.moveTo(x - 9, cy + 5);
      ctx.lineTo(x, cy - 5);
      ctx.lineTo(x + 9, cy + 5);
    } else {
      ctx.moveTo(x - 9, cy - 5);
      ctx.lineTo(x, cy + 5);
      ctx.lineTo(x + 9, cy - 5);
    }
    ctx.closePath();
    ctx.fill();
  }
}
