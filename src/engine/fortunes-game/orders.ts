import type { Selection } from './line-up.js';
import type { ManagerDeal } from './manager-deals.js';
import type { Section } from './star-card.js';

/** A manager's orders for a turn, given once his square, its card and its lot are shown. */
export interface TurnOrders {
  selection?: Selection;
  crisisSection?: Section;
  /** Bank Finance: his cards to sell to the bank. */
  bankSales?: string[];
  /** Spend an Immunity card on a harmful Selection Problem shown to him. */
  useImmunity?: boolean;
  /** Sealed bids, by card id: for this turn's auction lots and the bank's cards. */
  bids?: Record<string, number>;
  /** Deals he offered other managers and they accepted (the league's /trade and /loan), his player or theirs. */
  deals?: ManagerDeal[];
}

export type GameOrders = Record<string, TurnOrders>;
