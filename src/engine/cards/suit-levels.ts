import { SUITS, suitOf, type CardId, type Suit } from './cards.js';

/** The suits from level 4 down to level 1. Season one: hearts, clubs, diamonds, spades. */
export type SuitOrder = readonly [Suit, Suit, Suit, Suit];

export const FIRST_SEASON_ORDER: SuitOrder = ['H', 'C', 'D', 'S'];

/** A card's level this season: 4 for the top suit down to 1 for the bottom one. */
export function levelOf(card: CardId, order: SuitOrder): number {
  return 4 - order.indexOf(suitOf(card));
}

export function topSuit(order: SuitOrder): Suit {
  return order[0];
}

export function bottomSuit(order: SuitOrder): Suit {
  return order[3];
}

/**
 * The levels after a season: after an odd-numbered season the level-4 and level-3 suits swap, and so do levels 2
 * and 1; after an even-numbered one levels 3 and 2 swap. Each suit climbs and sinks a step at a time, and the
 * order comes back after eight seasons.
 */
export function rotateSuits(order: SuitOrder, seasonJustEnded: number): SuitOrder {
  const [a, b, c, d] = order;
  return seasonJustEnded % 2 === 1 ? [b, a, d, c] : [a, c, b, d];
}

export function isSuitOrder(order: readonly string[]): order is SuitOrder {
  return order.length === 4 && SUITS.every((suit) => order.includes(suit));
}
