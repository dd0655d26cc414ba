import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { expect } from 'vitest';

/** A pixel differs when a channel moves by more than this (anti-aliasing across Skia builds stays under it). */
export const CHANNEL_TOLERANCE = 32;

export async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height);
}

/** A picture file's format, by its first bytes. */
export function fileFormat(data: Buffer): 'png' | 'jpeg' | 'unknown' {
  if (data.subarray(1, 4).toString('latin1') === 'PNG') return 'png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return 'unknown';
}

/** How many pixels differ between two pictures (PNG or JPEG); every pixel when their sizes differ. */
export async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
  if (pa.width !== pb.width || pa.height !== pb.height) return Math.max(pa.width * pa.height, pb.width * pb.height);
  let differing = 0;
  for (let i = 0; i < pa.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(pa.data[i + c]! - pb.data[i + c]!) > CHANNEL_TOLERANCE) {
        differing++;
        break;
      }
    }
  }
  return differing;
}

/**
 * Compares a picture with its committed reference file (PNG or JPEG, as the picture is), allowing `tolerance` differing pixels. With UPDATE_IMAGES=1
 * the picture becomes the reference (look at it first).
 */
export async function expectLikeReference(path: string, png: Buffer, tolerance: number): Promise<void> {
  if (process.env.UPDATE_IMAGES === '1') writeFileSync(path, png);
  expect(existsSync(path), `${path} has no reference: regenerate with UPDATE_IMAGES=1`).toBe(true);
  expect(await differingPixels(png, readFileSync(path))).toBeLessThanOrEqual(tolerance);
}
