import type { Square } from '../../engine/fortunes/board.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { formatMoney } from '../../i18n/money.js';
import { t } from '../../i18n/translate.js';
import { money } from './format.js';

/** A card of the game by its id ("D3-2"): its type and stars as the rulebook writes them, "D3". */
export function fortunesCardLabel(cardId: string): string {
  return cardId.split('-')[0] ?? cardId;
}

/** Stars for a rating: "★★★". */
export function stars(count: number): string {
  return '★'.repeat(count);
}

/** Money in a game of Football Fortunes: "£50,000" in English, as it always read; "50.000 £" in German. */
export function fortunesMoney(locale: Locale, amount: number): string {
  return locale === 'en' ? money(amount) : formatMoney(locale, amount);
}

/** A square of the board in the language: "Bank Finance", "Bankfinanzierung". */
export function squareIn(locale: Locale, square: Square): string {
  return t(locale, `fortunes.square.${square}`);
}

const CARD_TYPES = ['G', 'D', 'M', 'A', 'U'] as const;

/** A card as a manager picks it: "D3-2 · defence ★★★". */
export function fortunesCardChoice(card: { id: string; type: string; stars: number }, locale: Locale = DEFAULT_LOCALE): string {
  const type = CARD_TYPES.find((each) => each === card.type);
  return `${card.id} · ${type ? t(locale, `fortunes.cardType.${type}`) : card.type} ${stars(card.stars)}`;
}

/**
 * A Manager's Luck or Selection Problems card in the language, by the roll that drew it. The engine keeps the English
 * text, which English shows as it is.
 */
export function boardCardText(locale: Locale, card: { table: 'luck' | 'selection-problems'; roll: number; text: string }): string {
  if (locale === 'en' || !Number.isInteger(card.roll) || card.roll < 1 || card.roll > 12) return card.text;
  return t(locale, `fortunes.card.${card.table}.${card.roll as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`);
}

/**
 * A board card's words are written of the club that draws it ("The best defender quits the game."); the channel
 * tells them after the club's name ("… draw a Selection Problem: their best defender quits the game"), so the
 * club's own people become "their" and the full stop is the line's.
 */
export function cardToldOfClub(cardText: string): string {
  const told = cardText.replace(/^The (best|goalkeeper)\b/, 'their $1').replace(/\.$/, '');
  return told.charAt(0).toLowerCase() + told.slice(1);
}
