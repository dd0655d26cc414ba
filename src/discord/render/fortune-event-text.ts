import type { EngineEvent } from '../../engine/model/events.js';
import type { FortuneEvent } from '../../engine/model/fortune-events.js';
import type { Square } from '../../engine/fortunes/board.js';
import { CARD_TABLES } from '../../league/state-views/rule-figures.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { fortunesMoney } from './fortunes-game-words.js';
import type { NameBook } from './names.js';

/** The Football Fortunes events: the board's moves, cards, bank and debts, played in the open. */
export const FORTUNE_TYPES: ReadonlySet<string> = new Set<string>([
  'fortune-moved',
  'fortune-quiet',
  'fortune-card',
  'fortune-card-void',
  'fortune-injury',
  'fortune-player-lost',
  'fortune-retirement',
  'immunity-issued',
  'immunity-used',
  'immunity-passed',
  'crisis',
  'wages-paid',
  'bank-bought',
  'bank-sold',
  'auction',
  'bid-forfeit',
  'debt-noted',
  'debt-cleared',
  'manager-resigned',
]);

/**
 * A card's words are written to the manager who draws it ("Your best defender quits the game."); the channel tells
 * them of the club, and the line's full stop is added where the line is told.
 */
export function toldOfTheClub(cardText: string): string {
  return cardText
    .replace(/\bYour\b/g, 'their')
    .replace(/\byour\b/g, 'their')
    .replace(/\byou\b/g, 'them')
    .replace(/\.$/, '');
}

type CardRoll = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * A drawn card's words in the language, told of the club, found by its table and roll; a card whose kept words are not
 * the table's (an older league's) is told in the words it kept.
 */
function cardWords(locale: Locale, e: Extract<FortuneEvent, { type: 'fortune-card' }>): string {
  const row = CARD_TABLES[e.table][e.roll - 1];
  if (!row || row.text !== e.text) return toldOfTheClub(e.text);
  return t(locale, `board.card.${e.table}.${e.roll as CardRoll}`);
}

/** A number as the language writes it: a squad's strength, "104.5" in English, "104,5" in German. */
function decimal(locale: Locale, value: number): string {
  return locale === 'en' ? String(value) : value.toLocaleString(locale);
}

/**
 * A line for a Football Fortunes event in the language (the league's, for the channel), or null for another kind. A
 * sealed bid's amount is never shown: a purchase tells only what was paid.
 */
export function fortuneEventText(event: EngineEvent, n: NameBook, locale: Locale = DEFAULT_LOCALE): string | null {
  if (!FORTUNE_TYPES.has(event.type)) return null;
  const e = event as FortuneEvent;
  const cash = (amount: number) => fortunesMoney(locale, amount);
  const square = (id: Square) => t(locale, `fortunes.square.${id}`);
  switch (e.type) {
    case 'fortune-moved':
      return t(locale, 'board.event.moved', { roll: e.roll, club: n.club(e.clubId), square: square(e.square) });
    case 'fortune-quiet':
      return t(locale, 'board.event.quiet', { club: n.club(e.clubId), square: square(e.square) });
    case 'fortune-card':
      return t(locale, 'board.event.card', {
        club: n.club(e.clubId),
        table: e.table,
        roll: e.roll,
        text: cardWords(locale, e),
        cancelled: e.cancelledByImmunity ? 'yes' : 'no',
      });
    case 'fortune-card-void':
      return t(locale, 'board.event.cardVoid', { club: n.club(e.clubId) });
    case 'fortune-injury':
      return t(locale, 'board.event.injury', { player: n.player(e.playerId), club: n.club(e.clubId), weeks: e.weeks });
    case 'fortune-player-lost':
      return t(locale, 'board.event.playerLost', { player: n.player(e.playerId), club: n.club(e.clubId) });
    case 'fortune-retirement':
      return t(locale, 'board.event.retirement', { player: n.player(e.playerId), club: n.club(e.clubId) });
    case 'immunity-issued':
      return t(locale, 'board.event.immunityIssued', { club: n.club(e.clubId), left: e.bankLeft });
    case 'immunity-used':
      return t(locale, 'board.event.immunityUsed', { club: n.club(e.clubId) });
    case 'immunity-passed':
      return t(locale, 'board.event.immunityPassed', { from: n.club(e.fromClubId), to: n.club(e.toClubId) });
    case 'crisis': {
      const crisis = { club: n.club(e.clubId), section: e.section, chosenBy: e.chosenBy };
      return e.playerId ? t(locale, 'board.event.crisis', { ...crisis, player: n.player(e.playerId) }) : t(locale, 'board.event.crisisNone', crisis);
    }
    case 'wages-paid':
      return t(locale, 'board.event.wages', { club: n.club(e.clubId), amount: cash(e.amount), strength: decimal(locale, e.strength) });
    case 'bank-bought':
      return t(locale, 'board.event.bankBought', { player: n.player(e.playerId), club: n.club(e.clubId), price: cash(e.price) });
    case 'bank-sold':
      return t(locale, 'board.event.bankSold', { club: n.club(e.clubId), player: n.player(e.playerId) });
    case 'auction':
      return e.clubId
        ? t(locale, 'board.event.auction', { player: n.player(e.playerId), club: n.club(e.clubId), price: cash(e.paid) })
        : t(locale, 'board.event.auctionUnsold', { player: n.player(e.playerId) });
    case 'bid-forfeit':
      return t(locale, 'board.event.forfeit', { club: n.club(e.clubId), player: n.player(e.playerId), amount: cash(e.forfeit) });
    case 'debt-noted':
      // A club's balance is its own business (/finances): the channel hears only of the deadline.
      return t(locale, 'board.event.debtNoted', { club: n.club(e.clubId), week: e.deadline.week, season: e.deadline.season });
    case 'debt-cleared':
      return t(locale, 'board.event.debtCleared', { club: n.club(e.clubId) });
    case 'manager-resigned':
      return t(locale, 'board.event.resigned', { club: n.club(e.clubId), debt: cash(e.debt) });
    default:
      return null;
  }
}
