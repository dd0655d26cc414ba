import type { Dice } from '../dice.js';
import type { LeagueState } from '../model/types.js';
import { runAuction } from './auction.js';
import { applyBankFinance, validateBankFinance } from './bank.js';
import type { Square } from './board.js';
import { crisis } from './crisis.js';
import { drawCard } from './draw-card.js';
import type { FortuneEvent } from '../model/fortune-events.js';
import type { FortunesState } from '../model/fortunes-state.js';
import type { SealedBid } from './sealed-bids.js';
import { paySponsorship } from './sponsorship.js';
import type { Section } from './squad.js';
import { payWages } from './wages.js';

/** A manager's orders for the square he stands on this week, given before the deadline. */
export interface SquareOrders {
  crisisSection?: Section;
  bankSales?: string[];
  useImmunity?: boolean;
}

export interface LandingContext {
  orders: SquareOrders;
  /** Every manager's sealed bids for the auction pool's lots. */
  auctionBids: readonly SealedBid[];
}

/**
 * Rulebook (003), "The Board": what happens to a manager on his square, when
 * the week is played. Illegal Bank Finance sales are refused at order time
 * (validateBankFinance); any still illegal now (the squad changed since) are
 * not made.
 */
export function landOn(
  state: LeagueState,
  fortunes: FortunesState,
  clubId: string,
  square: Square,
  context: LandingContext,
  dice: Dice,
  events: FortuneEvent[],
): void {
  switch (square) {
    case 'start':
    case 'sunday':
      events.push({ type: 'fortune-quiet', clubId, square });
      return;
    case 'wages':
      payWages(state, clubId, events);
      return;
    case 'luck':
      drawCard(state, fortunes, clubId, 'luck', dice, events);
      return;
    case 'selection-problems':
      drawCard(state, fortunes, clubId, 'selection-problems', dice, events, { useImmunity: context.orders.useImmunity });
      return;
    case 'sponsorship':
      paySponsorship(state, clubId, events);
      return;
    case 'bank-finance': {
      const sales = context.orders.bankSales ?? [];
      if (validateBankFinance(state, clubId, square, sales).length === 0) applyBankFinance(state, fortunes, sales, events);
      return;
    }
    case 'crisis':
      crisis(state, fortunes, clubId, context.orders.crisisSection ?? null, events);
      return;
    case 'auction':
      runAuction(state, fortunes, context.auctionBids, null, dice, events);
      return;
    case 'half-price-auction':
      runAuction(state, fortunes, context.auctionBids, clubId, dice, events);
      return;
  }
}
