import type { Locale } from './locales.js';
import { t, type CatalogueText } from './translate.js';

/** A catalogue message kept in a text column (an offer's note), so each reader later reads it in his own language. */
export function storedText(text: CatalogueText): string {
  return JSON.stringify(text);
}

/** A stored text in the reader's language; text stored before messages were kept this way reads as it was written. */
export function readStoredText(locale: Locale, stored: string): string {
  if (!stored.startsWith('{')) return stored;
  try {
    const text = JSON.parse(stored) as CatalogueText;
    return t(locale, text.key, text.params);
  } catch {
    return stored;
  }
}
