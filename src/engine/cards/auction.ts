import type { Dice } from '../dice.js';
import type { CardId } from './cards.js';
import type { CardsEvent } from './events.js';
import type { Bid, CardsLeagueOrders } from './orders.js';
import { putUnder } from './pack.js';
import { paymentValue } from './prices.js';
import type { CardsState } from './state.js';

/**
 * House rule (docs/cards.md, "The market"): the lots are sold by sealed bids, one per lot per manager. A bid is
 * worth its money plus its cards at their level in pounds; the highest wins and ties go to a die. Cards paid go
 * under the pack, and so do unsold lots. Returns the managers who bought something.
 */
export function sellLots(state: CardsState, orders: CardsLeagueOrders, dice: Dice, events: CardsEvent[]): Set<string> {
  const buyers = new Set<string>();
  for (const lot of state.lots) {
    const bids = state.managerIds
      .map((managerId) => ({ managerId, bid: orders[managerId]?.bids?.find((b) => b.lot === lot) }))
      .filter((entry): entry is { managerId: string; bid: Bid } => entry.bid !== undefined && affordable(state, entry.managerId, entry.bid));
    if (bids.length === 0) {
      putUnder(state.pack, [lot]);
      events.push({ type: 'lot-unsold', lot });
      continue;
    }
    const worth = (bid: Bid) => bid.pence + bid.cards.reduce((sum, card) => sum + paymentValue(card, state.suitOrder), 0);
    const best = Math.max(...bids.map((entry) => worth(entry.bid)));
    const top = bids.filter((entry) => worth(entry.bid) === best);
    const tieRoll = top.length > 1 ? dice.roll(top.length) : null;
    const { managerId, bid } = top[(tieRoll ?? 1) - 1]!;
    const manager = state.managers[managerId]!;
    manager.pence -= bid.pence;
    manager.hand = manager.hand.filter((card) => !bid.cards.includes(card));
    manager.hand.push(lot);
    putUnder(state.pack, bid.cards);
    buyers.add(managerId);
    events.push({ type: 'lot-sold', lot, managerId, pence: bid.pence, cards: [...bid.cards], tieRoll });
  }
  state.lots = [];
  return buyers;
}

/** Orders are checked when given; this guards the payment itself, since earlier lots may have changed the hand. */
function affordable(state: CardsState, managerId: string, bid: Bid): boolean {
  const manager = state.managers[managerId]!;
  return bid.pence <= manager.pence && bid.cards.every((card: CardId) => manager.hand.includes(card));
}
