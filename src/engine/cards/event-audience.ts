import type { Audience } from '../event-audience.js';
import type { CardsEvent } from './events.js';

/**
 * Who is told of each cards event (the audiences of src/engine/event-audience.ts). A hand is never shown to
 * anyone but its manager: the cards kept and sold back, refused orders and how a sheet was chosen are private;
 * sheets are revealed in the match, as at kick-off; the lots and their sales are the market's news.
 */
export const CARDS_EVENT_AUDIENCE = {
  kept: 'private',
  'sold-back': 'private',
  'kept-paid': 'private',
  'orders-refused': 'private',
  'sheet-chosen': 'private',
  'gate-money': 'private',
  'lots-offered': 'transfer-news',
  'lot-sold': 'transfer-news',
  'lot-unsold': 'transfer-news',
  trade: 'transfer-news',
  'trade-failed': 'private',
  'dummy-formation': 'match',
  match: 'match',
  'shoot-out': 'match',
  injury: 'club',
  'cup-drawn': 'club',
  'cup-won': 'club',
  prize: 'club',
  'trophy-points': 'club',
  'suits-rotated': 'club',
  'season-ended': 'club',
  'game-won': 'club',
} as const satisfies Record<CardsEvent['type'], Audience>;

export function cardsAudienceOf(event: CardsEvent): Audience {
  return CARDS_EVENT_AUDIENCE[event.type];
}
