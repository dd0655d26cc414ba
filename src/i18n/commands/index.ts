import type { Locale } from '../locales.js';
import type { CommandTexts } from './command-texts.js';
import { de } from './de.js';

export type { CommandTexts, NamedText } from './command-texts.js';

/** Every language's command texts but English's, which are the commands' own. */
export const COMMAND_CATALOGUES: Readonly<Record<Exclude<Locale, 'en'>, CommandTexts>> = { de };
