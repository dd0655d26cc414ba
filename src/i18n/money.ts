import type { Locale } from './locales.js';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Pounds by the language's conventions: "£1,250,000" in English, "1.250.000 £" in German.
 * Whole pounds unless `pence` (the card game's money, "£2.50").
 */
export function formatMoney(locale: Locale, amount: number, options: { pence?: boolean } = {}): string {
  const id = `${locale}:${options.pence === true}`;
  let format = formats.get(id);
  if (!format) {
    const digits = options.pence ? 2 : 0;
    format = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(id, format);
  }
  return format.format(amount);
}
