/** The languages the catalogue speaks; English is the source and the default. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as the language option offers it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch' };

/**
 * Discord's locale codes that each language serves (https://discord.com/developers/docs/reference#locales).
 * English is the commands' own text, so it needs no localization of its own.
 */
export const DISCORD_LOCALES: Record<Locale, readonly string[]> = { en: [], de: ['de'] };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The catalogue's language for a Discord locale ("de", "en-GB", "pt-BR"); English where the catalogue has none. */
export function localeOf(discordLocale: string | null | undefined): Locale {
  const language = discordLocale?.split('-')[0]?.toLowerCase();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
