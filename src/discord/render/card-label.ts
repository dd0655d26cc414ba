import type { CardId, Suit } from '../../engine/cards/cards.js';

export const SUIT_SYMBOLS: Record<Suit, string> = { H: '♥', C: '♣', D: '♦', S: '♠' };

/** "9♥", "10♠", "K♦". */
export function cardLabel(card: CardId): string {
  const rank = card[0] === 'T' ? '10' : card[0]!;
  return `${rank}${SUIT_SYMBOLS[card[1] as Suit]}`;
}
