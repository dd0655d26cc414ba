import IntlMessageFormat from 'intl-messageformat';
import { CATALOGUES, type MessageKey } from './catalogue/index.js';
import type { Locale } from './locales.js';

/**
 * A message's values: its placeholders by name. Numbers are formatted, and chosen among plurals, by the language's
 * rules; a value that is itself a catalogue message is worded in the same language first.
 */
export type MessageParams = Record<string, string | number | CatalogueText>;

/** A catalogue message with its values, for the reader's language to word later. */
export interface CatalogueText {
  key: MessageKey;
  params?: MessageParams;
}

function worded(locale: Locale, params: MessageParams): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) values[name] = typeof value === 'object' ? t(locale, value.key, value.params) : value;
  return values;
}

const compiled = new Map<string, IntlMessageFormat>();

/** The message compiled once per language; tags stay plain text, since Discord's `<@id>` and `<t:…>` look like them. */
function formatOf(locale: Locale, key: MessageKey): IntlMessageFormat {
  const id = `${locale}:${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(CATALOGUES[locale][key], locale, undefined, { ignoreTag: true });
    compiled.set(id, format);
  }
  return format;
}

/** The catalogue's message in one language, its placeholders filled: `t('de', 'league.create.dm')`. */
export function t(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return String(formatOf(locale, key).format(worded(locale, params)));
}
