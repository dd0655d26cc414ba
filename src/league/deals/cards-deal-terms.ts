import type { CardId } from '../../engine/cards/cards.js';
import type { TradeOffer } from '../../engine/cards/orders.js';

/** A cards offer as stored: the offering manager's cards, the other's, and money in pence either way. */
export interface CardsDealTerms {
  kind: 'cards';
  fromId: string;
  toId: string;
  give: CardId[];
  take: CardId[];
  payPence: number;
  receivePence: number;
}

/** The terms as the engine's trade, offered by fromId. */
export function tradeOfTerms(terms: CardsDealTerms): TradeOffer {
  return { withId: terms.toId, give: [...terms.give], take: [...terms.take], payPence: terms.payPence, receivePence: terms.receivePence };
}
