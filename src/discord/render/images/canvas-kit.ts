import path from 'node:path';
import { createCanvas, GlobalFonts, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { assetPath } from '../../../assets.js';

/** The fonts ship in assets/fonts (DejaVu, free licence there): no system font is assumed. */
const FONT_DIR = `${assetPath('fonts')}${path.sep}`;
export const FONT = 'Dugout Sans';
GlobalFonts.registerFromPath(`${FONT_DIR}DejaVuSans.ttf`, FONT);
GlobalFonts.registerFromPath(`${FONT_DIR}DejaVuSans-Bold.ttf`, FONT);

/** Colours only ever repeat what a label or shape already says. */
export const INK = {
  background: '#1b1f24',
  panel: '#262c33',
  text: '#f2f4f5',
  muted: '#a7b0b8',
  grid: '#3a424b',
  grass: '#2e7d32',
  grassStripe: '#2b7430',
  chalk: '#e8f5e9',
  home: '#64b5f6',
  away: '#ffb74d',
} as const;

/** One distinct colour per series, in an order readable by most colour-blind eyes (Okabe–Ito). */
export const SERIES_COLOURS = ['#e69f00', '#56b4e9', '#009e73', '#f0e442', '#0072b2', '#d55e00', '#cc79a7', '#ffffff'] as const;

export type Ctx = SKRSContext2D;
export type Align = Ctx['textAlign'];

/**
 * A JPEG at this quality keeps the flat colours and the text clean to the eye (no ringing one can see at twice the
 * size), and Skia encodes it in about a quarter of a PNG's time.
 */
const JPEG_QUALITY = 90;

export type PictureFormat = 'png' | 'jpeg';

/** A picture's file name: its extension says its format. */
export function pictureFile(stem: string, format: PictureFormat): string {
  return `${stem}.${format === 'jpeg' ? 'jpg' : 'png'}`;
}

/** A picture file's content type, by its extension. */
export function pictureContentType(fileName: string): string {
  return fileName.endsWith('.jpg') ? 'image/jpeg' : 'image/png';
}

/**
 * One canvas per picture size, drawn over afresh for each picture: a new canvas costs about a millisecond of
 * allocation per match card, drawn for every league at every deadline. Drawing and encoding are synchronous, so no
 * two pictures ever share it at once.
 */
const canvases = new Map<string, Canvas>();

function canvasOf(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  let canvas = canvases.get(key);
  if (!canvas) {
    canvas = createCanvas(width, height);
    canvases.set(key, canvas);
  }
  return canvas;
}

/** Draws on a clean canvas and returns it as PNG, or as JPEG for a picture drawn every week (the match card). */
export function paint(width: number, height: number, draw: (ctx: Ctx) => void, format: PictureFormat = 'png'): Buffer {
  const canvas = canvasOf(width, height);
  const ctx = canvas.getContext('2d');
  // Whatever a drawing sets (transform, alpha, clip, fonts) is undone once its picture is encoded.
  ctx.save();
  try {
    ctx.fillStyle = INK.background;
    ctx.fillRect(0, 0, width, height);
    draw(ctx);
    return format === 'jpeg' ? canvas.encodeSync('jpeg', JPEG_QUALITY) : canvas.toBuffer('image/png');
  } finally {
    ctx.restore();
  }
}

export function font(size: number, bold = false): string {
  return `${bold ? 'bold ' : ''}${size}px "${FONT}"`;
}

export function text(
  ctx: Ctx,
  value: string,
  x: number,
  y: number,
  options: { size: number; bold?: boolean; colour?: string; align?: Align; maxWidth?: number },
): void {
  ctx.font = font(options.size, options.bold);
  ctx.fillStyle = options.colour ?? INK.text;
  ctx.textAlign = options.align ?? 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(fitted(ctx, value, options.maxWidth), x, y);
}

/** Cuts a label with an ellipsis so it fits `maxWidth` at the current font. */
export function fitted(ctx: Ctx, value: string, maxWidth?: number): string {
  if (maxWidth === undefined || ctx.measureText(value).width <= maxWidth) return value;
  let cut = value;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export type MarkerShape = 'circle' | 'ring' | 'square' | 'bar' | 'triangle' | 'diamond' | 'cross' | 'star';
export const MARKER_SHAPES: readonly MarkerShape[] = ['circle', 'square', 'triangle', 'diamond', 'cross', 'star'];

/** A filled marker: shapes tell series and kinds apart without relying on colour. */
export function marker(ctx: Ctx, shape: MarkerShape, x: number, y: number, r: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.beginPath();
  if (shape === 'circle') ctx.arc(x, y, r, 0, Math.PI * 2);
  else if (shape === 'bar') ctx.rect(x - r * 0.55, y - r * 1.2, r * 1.1, r * 2.4);
  else if (shape === 'ring') {
    ctx.lineWidth = r * 0.45;
    ctx.arc(x, y, r * 0.8, 0, Math.PI * 2);
    ctx.stroke();
    return;
  } else if (shape === 'square') ctx.rect(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7);
  else if (shape === 'triangle') polygon(ctx, x, y, r * 1.15, 3, -Math.PI / 2);
  else if (shape === 'diamond') polygon(ctx, x, y, r * 1.15, 4, 0);
  else if (shape === 'star') star(ctx, x, y, r * 1.25);
  else {
    ctx.lineWidth = r * 0.7;
    ctx.moveTo(x - r, y - r);
    ctx.lineTo(x + r, y + r);
    ctx.moveTo(x + r, y - r);
    ctx.lineTo(x - r, y + r);
    ctx.stroke();
    return;
  }
  ctx.fill();
}

function polygon(ctx: Ctx, x: number, y: number, r: number, sides: number, start: number): void {
  for (let i = 0; i < sides; i++) {
    const angle = start + (i * 2 * Math.PI) / sides;
    if (i === 0) ctx.moveTo(x + r * Math.cos(angle), y + r * Math.sin(angle));
    else ctx.lineTo(x + r * Math.cos(angle), y + r * Math.sin(angle));
  }
  ctx.closePath();
}

function star(ctx: Ctx, x: number, y: number, r: number): void {
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    if (i === 0) ctx.moveTo(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
    else ctx.lineTo(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
  }
  ctx.closePath();
}

export function roundedRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
}
