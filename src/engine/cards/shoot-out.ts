import type { Dice } from '../dice.js';
import { FULL_PACK, rankOf, type CardId } from './cards.js';
import { peekAndReturn } from './pack.js';
import { levelOf, type SuitOrder } from './suit-levels.js';

/**
 * House rule (docs/cards.md, "Results"): a drawn cup tie is settled by a card shoot-out. Each side draws a card,
 * home first; the higher level wins, then the higher rank. Two different cards never tie, so one draw settles it.
 */
export function cardShootOut(pack: CardId[], order: SuitOrder, dice: Dice): { draws: [CardId, CardId]; homeWins: boolean } {
  const home = peekAndReturn(pack, dice);
  let away = peekAndReturn(pack, dice);
  // A pack of one card (or none) could show the same card twice.
  while (away === home) away = FULL_PACK[dice.roll(FULL_PACK.length) - 1]!;
  const homeWins = levelOf(home, order) - levelOf(away, order) > 0 || (levelOf(home, order) === levelOf(away, order) && rankOf(home) > rankOf(away));
  return { draws: [home, away], homeWins };
}
