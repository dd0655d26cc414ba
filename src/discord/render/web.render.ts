import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { Game } from '../../league/index.js';
import { leaguePath, publicLink } from '../../league/web/index.js';

/** What each game's page shows, for /league web's link. */
const PAGE_CONTENTS: Readonly<Record<Game, string>> = {
  football: 'tables, fixtures, match reports, clubs, history',
  cards: 'table, cup, every match with its duels, trophies',
  fortunes: 'table of ten, results with Defence and Attack, cups, game points, squads',
};

/**
 * The answer to /league web: the link, or why there is none. The bot's own settings (PUBLIC_URL, WEB_PORT) are
 * told to an admin alone; the command answers privately whenever there is no link.
 */
export function webPageAnswer(
  address: { slug: string; shown: boolean },
  publicUrl: string | undefined,
  admin = false,
  game: Game = 'football',
): string {
  if (!address.shown) return 'The league web page is off. A league admin turns it on with `/league settings web:true`.';
  if (!publicUrl)
    return admin
      ? 'This bot has no public web address yet: whoever runs it sets PUBLIC_URL (and WEB_PORT) to serve league pages.'
      : 'This league has no web page yet.';
  return `The league's web page (${PAGE_CONTENTS[game]}): ${publicLink(publicUrl, leaguePath(address.slug))}`;
}

/** The line /league settings adds when the page is turned on or off. */
export function webPageSetting(shown: boolean, locale: Locale = 'en'): string {
  return t(locale, shown ? 'settings.webOn' : 'settings.webOff');
}
