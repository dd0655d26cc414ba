import { SECTION_WORDS } from './fortune-words.js';

/** A card of the game by its id ("D3-2"): its type and stars as the rulebook writes them, "D3". */
export function fortunesCardLabel(cardId: string): string {
  return cardId.split('-')[0] ?? cardId;
}

/** Stars for a rating: "★★★". */
export function stars(count: number): string {
  return '★'.repeat(count);
}

const TYPE_WORDS: Readonly<Record<string, string>> = { ...SECTION_WORDS, U: 'utility' };

/** A card as a manager picks it: "D3-2 · defence ★★★". */
export function fortunesCardChoice(card: { id: string; type: string; stars: number }): string {
  return `${card.id} · ${TYPE_WORDS[card.type] ?? card.type} ${stars(card.stars)}`;
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
