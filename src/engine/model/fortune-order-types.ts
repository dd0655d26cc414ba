import type { Section } from './fortune-sections.js';

/** A bid of the bank's or the auction pool's, without the bidder (he is the club whose orders hold it). */
export interface FortuneBid {
  playerId: string;
  amount: number;
}

/**
 * One manager's Football Fortunes orders for the coming step: what his square
 * lets him choose, his sealed bids, and the order his players go to the bank
 * in if his debt is enforced. Each is validated by the engine when given and
 * carried out when the step is played, so a replay gives the same league.
 */
export interface FortuneOrders {
  /** Crisis: the section whose best specialist is sold. */
  crisisSection?: Section;
  /** Bank Finance: players sold to the bank at three quarters of their value. */
  bankSales?: string[];
  /** Spend an Immunity card on this step's Selection Problem, if it harms the club. */
  useImmunity?: boolean;
  /** Sealed bids for players the bank holds, at 150% of value or more. */
  bankBids?: FortuneBid[];
  /** Sealed bids for this week's auction lots. */
  auctionBids?: FortuneBid[];
  /** Bankruptcy: the players sold to the bank first, in this order (the rest cheapest first). */
  debtSales?: string[];
}
