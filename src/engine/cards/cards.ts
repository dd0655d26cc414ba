/**
 * The pack (shared/seeds/002_431a11358b494cd6.txt): each card is a player, its rank his position and its suit his
 * level; the jacks, queens and kings are formations. A card is named by rank and suit: `9H`, `TS`, `KD`, `AC`.
 */
export const SUITS = ['H', 'C', 'D', 'S'] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = 'A23456789TJQK';
export type CardId = string;

export const SUIT_NAMES: Record<Suit, string> = { H: 'hearts', C: 'clubs', D: 'diamonds', S: 'spades' };

/** The full pack of 52, in a fixed order: shuffle it with the dice before use. */
export const FULL_PACK: readonly CardId[] = SUITS.flatMap((suit) => [...RANKS].map((rank) => rank + suit));

const CARDS = new Set(FULL_PACK);

export function isCard(id: string): boolean {
  return CARDS.has(id);
}

export function suitOf(card: CardId): Suit {
  return card[1] as Suit;
}

/** 1 for an ace up to 13 for a king; a number card's rank is the space he belongs to. */
export function rankOf(card: CardId): number {
  return RANKS.indexOf(card[0]!) + 1;
}

/** Jacks, queens and kings: the tactic cards. */
export function isPicture(card: CardId): boolean {
  return rankOf(card) > 10;
}

export function isAce(card: CardId): boolean {
  return card[0] === 'A';
}
