import { isPicture, type CardId } from './cards.js';
import { levelOf, type SuitOrder } from './suit-levels.js';

/** A kept card costs £1 per level (£4 a heart in season one); tactic cards are free. In pence. */
export function keepPrice(card: CardId, order: SuitOrder): number {
  return isPicture(card) ? 0 : levelOf(card, order) * 100;
}

/** House rule (docs/cards.md, "The market"): a card sold back fetches half its keep price. */
export function sellBackPrice(card: CardId, order: SuitOrder): number {
  return keepPrice(card, order) / 2;
}

/** What the bank allows for a card given in payment: its level in pounds. */
export function paymentValue(card: CardId, order: SuitOrder): number {
  return levelOf(card, order) * 100;
}

/** 250 -> "£2.50". */
export function formatPence(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}
