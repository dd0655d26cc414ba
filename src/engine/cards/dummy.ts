import { isPicture, rankOf, suitOf, type CardId } from './cards.js';

/**
 * Section 9: a dummy draws a card. A picture is its formation, players at level 2; a number card becomes the
 * picture of its suit (ace to 4 a jack, 5 to 7 a queen, 8 to 10 a king), players at level 1.
 */
export function dummyTeam(drawn: CardId): { tactic: CardId; level: number } {
  if (isPicture(drawn)) return { tactic: drawn, level: 2 };
  const rank = rankOf(drawn);
  const picture = rank <= 4 ? 'J' : rank <= 7 ? 'Q' : 'K';
  return { tactic: picture + suitOf(drawn), level: 1 };
}
