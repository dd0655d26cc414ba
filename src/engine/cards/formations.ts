import { isPicture, type CardId } from './cards.js';
import type { Space } from './board.js';

/**
 * The twelve formations (docs/cards.md, "The twelve formations"): the spaces of the four outfield players. Jacks
 * defend, queens balance, kings attack; K♣ is the seed's worked example (6, 8, 9, 10):
 * its "K§" is a club in the symbol font of its day (byte A7 is ♣).
 */
export const FORMATIONS: Readonly<Record<string, readonly Space[]>> = {
  JH: [2, 3, 4, 6],
  JC: [2, 3, 4, 9],
  JD: [2, 4, 5, 7],
  JS: [3, 5, 6, 7],
  QH: [3, 5, 7, 9],
  QC: [2, 4, 6, 9],
  QD: [3, 6, 8, 10],
  QS: [4, 5, 7, 8],
  KH: [5, 7, 8, 10],
  KC: [6, 8, 9, 10],
  KD: [2, 8, 9, 10],
  KS: [3, 8, 9, 10],
};

export function formationOf(tactic: CardId): readonly Space[] {
  const spaces = FORMATIONS[tactic];
  if (!spaces || !isPicture(tactic)) throw new Error(`${tactic} is not a tactic card`);
  return spaces;
}
