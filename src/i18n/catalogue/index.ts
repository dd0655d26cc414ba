import type { Locale } from '../locales.js';
import { de } from './de.js';
import { en, type Messages } from './en.js';

export type { MessageKey, Messages } from './en.js';

/** Every language's messages; the type makes a language without one of English's keys fail to compile. */
export const CATALOGUES: Readonly<Record<Locale, Messages>> = { en, de };
