import type { Locale } from '../locales.js';
import { de } from './de.js';
import { en } from './en.js';
import { repliesDe } from './replies.de.js';
import { repliesEn } from './replies.en.js';
import { violationsDe } from './violations.de.js';
import { violationsEn } from './violations.en.js';

export type { Messages } from './en.js';

/** English: the source and the default, its messages gathered from the catalogue's files. */
const english = { ...en, ...violationsEn, ...repliesEn } as const;

export type MessageKey = keyof typeof english;

/** Every language's messages; the type makes a language without one of English's keys fail to compile. */
export const CATALOGUES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = {
  en: english,
  de: { ...de, ...violationsDe, ...repliesDe },
};
