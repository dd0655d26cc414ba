import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { Game } from '../../league/index.js';
import { leaguePath, publicLink } from '../../league/web/index.js';

/**
 * The answer to /league web: the link, or why there is none, in a language (the reader's, or the league's when the
 * channel sees it). The bot's own settings (PUBLIC_URL, WEB_PORT) are told to an admin alone; the command answers
 * privately whenever there is no link.
 */
export function webPageAnswer(
  address: { slug: string; shown: boolean },
  publicUrl: string | undefined,
  admin = false,
  game: Game = 'football',
  locale: Locale = 'en',
): string {
  if (!address.shown) return t(locale, 'views.web.off');
  if (!publicUrl) return t(locale, admin ? 'views.web.noAddress' : 'views.web.none');
  return t(locale, 'views.web.link', { contents: t(locale, `views.web.contents.${game}`), link: publicLink(publicUrl, leaguePath(address.slug)) });
}

/** The line /league settings adds when the page is turned on or off. */
export function webPageSetting(shown: boolean, locale: Locale = 'en'): string {
  return t(locale, shown ? 'settings.webOn' : 'settings.webOff');
}
