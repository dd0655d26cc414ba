import { z } from 'zod';

/** A card typed by its code: 9H, TS or 10S, KD; upper or lower case. */
export const cardCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(?:10|[A2-9TJQK])[HCDS]$/, 'is not a card, such as 9H or KS')
  .transform((c) => c.replace(/^10/, 'T'));

/** Cards typed in one option, separated by spaces or commas: "9H 2S". */
export const cardCodes = z
  .string()
  .trim()
  .transform((text) => text.split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(cardCode).max(10));
