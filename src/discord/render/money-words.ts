import type { Locale } from '../../i18n/locales.js';
import { formatMoney } from '../../i18n/money.js';
import { money, signedMoney } from './format.js';

/**
 * Pounds in the reader's language: "£1,250,000" (and "−£500" owed) in English as the replies always wrote them,
 * "1.250.000 £" in German; `signed` puts a plus before money in.
 */
export function moneyIn(locale: Locale, amount: number, signed = false): string {
  if (locale === 'en') return signed ? signedMoney(amount) : money(amount);
  const text = formatMoney(locale, amount);
  return signed && amount > 0 ? `+${text}` : text;
}
