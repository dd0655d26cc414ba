import type { Locale } from './locales.js';

/**
 * Words a language takes from English as they are, so a message, choice or command name may read the same in both:
 * the checks refuse any other text identical to the English (an untranslated string). Text without
 * letters (a formation, a number) is the same in every language and needs no entry.
 */
export const LOANWORDS: Readonly<Record<Exclude<Locale, 'en'>, readonly string[]>> = {
  // A language's own name is the same in every language's list of choices (English, Deutsch).
  de: ['Training', 'Transfers', 'Sponsor', 'admin', 'autopilot', 'live', 'manager', 'Fouls', 'English', 'Deutsch'],
};

/** Whether a translation may read exactly as the English does. */
export function mayMatchEnglish(locale: Exclude<Locale, 'en'>, text: string): boolean {
  return !/\p{L}/u.test(text) || LOANWORDS[locale].includes(text);
}
