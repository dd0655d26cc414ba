import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';

/** The zone of a space (1 the goal, 2-4 defence, 5-7 midfield, 8-10 attack), in the language. */
export function zoneName(locale: Locale, space: number): string {
  const zone = space <= 1 ? 'goal' : space <= 4 ? 'defence' : space <= 7 ? 'midfield' : 'attack';
  return t(locale, `cards.zone.${zone}`);
}

/** The width a column of zone names needs: 8 in English, more where a zone's name is longer. */
export function zoneWidth(locale: Locale): number {
  return Math.max(...[1, 2, 5, 8].map((space) => zoneName(locale, space).length));
}
