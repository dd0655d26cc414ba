import type { EngineEvent } from '../../engine/model/events.js';
import type { FortuneEvent } from '../../engine/model/fortune-events.js';
import { SECTION_WORDS, SQUARE_WORDS } from './fortune-words.js';
import { money, plural } from './format.js';
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

/**
 * A line for a Football Fortunes event, or null for another kind. A sealed
 * bid's amount is never shown: a purchase tells only what was paid.
 */
export function fortuneEventText(event: EngineEvent, n: NameBook): string | null {
  if (!FORTUNE_TYPES.has(event.type)) return null;
  const e = event as FortuneEvent;
  switch (e.type) {
    case 'fortune-moved':
      return `🎲${e.roll} ${n.club(e.clubId)} move to ${SQUARE_WORDS[e.square]} for the coming week`;
    case 'fortune-quiet':
      return `${n.club(e.clubId)}: ${SQUARE_WORDS[e.square]}, a quiet week`;
    case 'fortune-card':
      return `${n.club(e.clubId)} draw ${e.table === 'luck' ? 'Manager’s Luck' : 'a Selection Problem'} (🎲${e.roll}): ${toldOfTheClub(e.text)}${e.cancelledByImmunity ? '. An Immunity card cancels it' : ''}`;
    case 'fortune-card-void':
      return `${n.club(e.clubId)}: the card finds no one to act on`;
    case 'fortune-injury':
      return `${n.player(e.playerId)} (${n.club(e.clubId)}) is out for ${plural(e.weeks, 'week')}`;
    case 'fortune-player-lost':
      return `${n.player(e.playerId)} leaves ${n.club(e.clubId)} for the auction pool`;
    case 'fortune-retirement':
      return `${n.player(e.playerId)} (${n.club(e.clubId)}) will retire at the end of the season`;
    case 'immunity-issued':
      return `${n.club(e.clubId)} receive an Immunity card (${plural(e.bankLeft, 'card')} left in the bank)`;
    case 'immunity-used':
      return `${n.club(e.clubId)} use an Immunity card; it goes back to the bank`;
    case 'immunity-passed':
      return `An Immunity card passes from ${n.club(e.fromClubId)} to ${n.club(e.toClubId)}`;
    case 'crisis':
      return `Crisis at ${n.club(e.clubId)}: the best of the ${SECTION_WORDS[e.section]} (${e.chosenBy === 'manager' ? 'the manager’s choice' : 'the AI’s choice'}) ${e.playerId ? `is ${n.player(e.playerId)}, sold to the bank` : 'is no one'}`;
    case 'wages-paid':
      return `${n.club(e.clubId)} pay ${money(e.amount)} in wages for a squad of strength ${e.strength}`;
    case 'bank-bought':
      return `${n.player(e.playerId)} (${n.club(e.clubId)}) sold to the bank for ${money(e.price)}`;
    case 'bank-sold':
      return `${n.club(e.clubId)} buy ${n.player(e.playerId)} from the bank`;
    case 'auction':
      return e.clubId
        ? `Auction: ${n.player(e.playerId)} to ${n.club(e.clubId)} for ${money(e.paid)}`
        : `Auction: no one buys ${n.player(e.playerId)}; he goes to the bottom of the pool`;
    case 'bid-forfeit':
      return `${n.club(e.clubId)} cannot pay for ${n.player(e.playerId)} and forfeit ${money(e.forfeit)}`;
    case 'debt-noted':
      // A club's balance is its own business (/finances): the channel hears only of the deadline.
      return `${n.club(e.clubId)} are in debt: they must clear it by week ${e.deadline.week} of season ${e.deadline.season}, or the bank sells their players`;
    case 'debt-cleared':
      return `${n.club(e.clubId)} are out of debt`;
    case 'manager-resigned':
      return `💸 ${n.club(e.clubId)} are bankrupt (${money(e.debt)} owed): the manager resigns, the squad goes to the auction pool and youth players see out the game`;
    default:
      return null;
  }
}
