import type { PlayerChoice } from '../../league/index.js';
import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { LIMITS } from '../limits.js';
import { positions } from './format.js';

/**
 * A player's autocomplete choice in the reader's language: "Tom Hart (CB/SB, 7.5, age 24, Stonebury Rangers)",
 * "Tom Hart (CB/SB, 7,5, 24 Jahre, Stonebury Rangers)"; his club named only when he is another club's.
 */
export function playerChoiceName(choice: PlayerChoice, locale: Locale): string {
  const about = { name: choice.name, positions: positions(choice.positions), ability: choice.ability, age: choice.age };
  const text = choice.club ? t(locale, 'choices.playerOfClub', { ...about, club: choice.club }) : t(locale, 'choices.player', about);
  return text.slice(0, LIMITS.choiceName);
}
