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

/**
 * The language a web visitor's browser asks for first among those the catalogue speaks, by an Accept-Language header
 * ("de-DE,de;q=0.9,en;q=0.8"); English where it names none of them.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  const wanted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)).find(Boolean);
      return { language: tag.split('-')[0]!.toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((w) => w.q > 0 && isLocale(w.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = wanted[0]?.language;
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The catalogue's language for a Discord locale ("de", "en-GB", "pt-BR"); English where the catalogue has none. */
export function localeOf(discordLocale: string | null | undefined): Locale {
  const language = discordLocale?.split('-')[0]?.toLowerCase();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
