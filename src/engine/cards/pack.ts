import type { Dice } from '../dice.js';
import { FULL_PACK, type CardId } from './cards.js';

/**
 * Takes the top card to look at and returns it to the bottom: the luck draws, the dummies, the market card and the
 * shoot-out. House rule (docs/cards.md, "The pack"): when the managers hold every card, the pack is empty and a
 * die picks one of the 52 instead, so every draw still happens.
 */
export function peekAndReturn(pack: CardId[], dice: Dice): CardId {
  const card = pack.shift();
  if (card === undefined) return FULL_PACK[dice.roll(FULL_PACK.length) - 1]!;
  pack.push(card);
  return card;
}

/** Takes up to `count` cards off the top for good: a deal or the lots of an auction. */
export function takeFromTop(pack: CardId[], count: number): CardId[] {
  return pack.splice(0, Math.min(count, pack.length));
}

/** Puts cards face down under the pack: discards, sold-back cards and cards paid to the bank. */
export function putUnder(pack: CardId[], cards: readonly CardId[]): void {
  pack.push(...cards);
}
