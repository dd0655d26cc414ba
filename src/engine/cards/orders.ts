import type { CardId } from './cards.js';
import type { Lineup } from './lineup.js';

/** A sealed bid for one lot: money and player cards, which the bank takes at their level in pounds. */
export interface Bid {
  lot: CardId;
  pence: number;
  cards: CardId[];
}

/** One side of a trade; it happens when the other manager sends the mirror offer in the same turn. */
export interface TradeOffer {
  withId: string;
  give: CardId[];
  take: CardId[];
  payPence: number;
  receivePence: number;
}

/** A trade agreed through an offer the other manager accepted: carried out at the step in acceptance order. */
export interface CardsDeal extends TradeOffer {
  offerId: string;
  seq: number;
}

/** One manager's orders for a step. Anything left out: the standing sheet, or the AI for an absent manager. */
export interface CardsOrders {
  keep?: CardId[];
  bids?: Bid[];
  trades?: TradeOffer[];
  /** The offering manager's accepted deals; each lapses on its own if it fails, the rest of the orders stand. */
  deals?: CardsDeal[];
  sheet?: Lineup;
}

export type CardsLeagueOrders = Record<string, CardsOrders>;
