import type { CardId } from './cards.js';

/** Takes the top card to look at and returns it to the bottom: the luck draws, the dummies and the market card. */
export function peekAndReturn(pack: CardId[]): CardId {
  const card = pack.shift();
  if (card === undefined) throw new Error('the pack is empty');
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
