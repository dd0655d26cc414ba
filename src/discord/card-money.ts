import { z } from 'zod';

/**
 * Money typed in the card game, where money is kept in pence (docs/cards.md, "The market"): pounds and pence such as
 * 2.50, up to `maxPounds`, as pence. A sign is kept, so the caller's own check can say why a negative sum is refused.
 */
export const cardMoney = (maxPounds: number) =>
  z
    .number()
    .max(maxPounds)
    .transform((pounds) => Math.round(pounds * 100));
