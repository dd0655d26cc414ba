import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';

/** Looks up the names events refer to by id; an id the post does not know shows as "a player", "a club". */
export interface NameBook {
  player(id: string | null | undefined): string;
  club(id: string | null | undefined): string;
}

export function nameBook(
  players: Readonly<Record<string, string>>,
  clubs: Readonly<Record<string, string>>,
  locale: Locale = DEFAULT_LOCALE,
): NameBook {
  return {
    player: (id) => (id ? (players[id] ?? t(locale, 'posts.name.unknownPlayer')) : t(locale, 'posts.name.youthPlayer')),
    club: (id) => (id ? (clubs[id] ?? t(locale, 'posts.name.unknownClub')) : t(locale, 'posts.name.noClub')),
  };
}
