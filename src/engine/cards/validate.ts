import { isAce, isPicture, type CardId } from './cards.js';
import { formationOf } from './formations.js';
import { canPlayIn, type Lineup } from './lineup.js';
import type { Bid, CardsOrders, TradeOffer } from './orders.js';
import type { CardsManager, CardsState } from './state.js';
import { cardsViolation as v, type CardsViolation } from './violations.js';

/**
 * Checks one manager's orders against the rules. The same check runs when an order is given and when the step is
 * played, so an accepted order stays legal.
 */
export function validateCardsOrders(state: CardsState, managerId: string, orders: CardsOrders): CardsViolation[] {
  const manager = state.managers[managerId];
  if (!manager) return [v('not-a-manager', 'cards-not-a-manager')];
  const out: CardsViolation[] = [];
  if (orders.keep) out.push(...validateKeep(state, manager, orders.keep));
  const offered = [...(orders.bids ?? []).flatMap((bid) => bid.cards), ...(orders.trades ?? []).flatMap((trade) => trade.give)];
  if (orders.bids) out.push(...validateBids(state, manager, orders.bids));
  if (orders.trades) out.push(...validateTrades(state, manager, orders.trades));
  if (new Set(offered).size !== offered.length) out.push(v('card-used-twice', 'cards-offer-once'));
  if (offered.length > 0 && !keepsPicture(manager.hand, offered)) {
    out.push(v('payment-leaves-no-picture', 'cards-offer-leaves-no-picture'));
  }
  if (orders.sheet) out.push(...validateLineup(manager, orders.sheet, offered));
  return out;
}

function keepsPicture(hand: readonly CardId[], leaving: readonly CardId[]): boolean {
  return hand.some((card) => isPicture(card) && !leaving.includes(card));
}

function notInHand(manager: CardsManager, cards: readonly CardId[]): CardsViolation[] {
  const missing = cards.filter((card) => !manager.hand.includes(card));
  return missing.length > 0 ? [v('card-not-in-hand', 'cards-not-in-hand', { cards: missing.join(', '), count: missing.length })] : [];
}

function validateKeep(state: CardsState, manager: CardsManager, keep: readonly CardId[]): CardsViolation[] {
  if (state.phase !== 'keep') return [v('wrong-phase', 'cards-keep-wrong-phase')];
  const out = notInHand(manager, keep);
  if (new Set(keep).size !== keep.length) out.push(v('card-used-twice', 'cards-keep-once'));
  if (!keep.some(isPicture)) out.push(v('keep-needs-picture', 'cards-keep-needs-picture'));
  return out;
}

function validateBids(state: CardsState, manager: CardsManager, bids: readonly Bid[]): CardsViolation[] {
  if (state.phase !== 'opening-auction' && state.lots.length === 0) return [v('wrong-phase', 'cards-no-lots')];
  const out: CardsViolation[] = [];
  for (const bid of bids) {
    if (!state.lots.includes(bid.lot)) out.push(v('bid-unknown-lot', 'cards-bid-unknown-lot', { lot: bid.lot }));
    if (!Number.isInteger(bid.pence) || bid.pence < 0 || bid.pence + bid.cards.length === 0) {
      out.push(v('bid-not-positive', 'cards-bid-not-positive'));
    }
    out.push(...notInHand(manager, bid.cards));
    if (bid.cards.some(isPicture) || (state.phase === 'opening-auction' && bid.cards.length > 0)) {
      out.push(v('payment-not-accepted', 'cards-payment-not-accepted'));
    }
  }
  if (new Set(bids.map((bid) => bid.lot)).size !== bids.length) out.push(v('card-used-twice', 'cards-bid-once'));
  const total = bids.reduce((sum, bid) => sum + bid.pence, 0);
  if (total > manager.pence) {
    out.push(v('bid-above-money', 'cards-bid-above-money', { total: total / 100, money: manager.pence / 100 }));
  }
  return out;
}

function validateTrades(state: CardsState, manager: CardsManager, trades: readonly TradeOffer[]): CardsViolation[] {
  const out: CardsViolation[] = [];
  for (const trade of trades) {
    const other = state.managers[trade.withId];
    if (!other || other.id === manager.id) {
      out.push(v('trade-unknown-manager', 'cards-trade-unknown-manager'));
      continue;
    }
    out.push(...notInHand(manager, trade.give));
    if (trade.take.some((card) => !other.hand.includes(card))) out.push(v('trade-not-their-card', 'cards-trade-not-their-card'));
    if (![trade.payPence, trade.receivePence].every((p) => Number.isInteger(p) && p >= 0)) {
      out.push(v('bid-not-positive', 'cards-trade-money-negative'));
    }
    if (trade.payPence > manager.pence) out.push(v('trade-above-money', 'cards-trade-above-money', { money: manager.pence / 100 }));
    if (!keepsPicture([...manager.hand, ...trade.take], trade.give)) {
      out.push(v('trade-leaves-no-picture', 'cards-trade-leaves-no-picture'));
    }
  }
  return out;
}

/** A team sheet: a tactic card, an ace or nobody in goal, and legal players in the formation's four spaces. */
export function validateLineup(manager: CardsManager, lineup: Lineup, unavailable: readonly CardId[] = []): CardsViolation[] {
  if (!isPicture(lineup.tactic)) return [v('sheet-needs-tactic', 'cards-sheet-needs-tactic')];
  const spaces = formationOf(lineup.tactic);
  if (lineup.places.length !== spaces.length) return [v('sheet-shape', 'cards-sheet-shape', { count: spaces.length })];
  const cards = [lineup.tactic, lineup.keeper, ...lineup.places].filter((card): card is CardId => card !== null);
  const out = notInHand(manager, cards);
  if (new Set(cards).size !== cards.length) out.push(v('card-used-twice', 'cards-sheet-card-once'));
  if (lineup.keeper !== null && !isAce(lineup.keeper)) out.push(v('keeper-not-ace', 'cards-keeper-not-ace'));
  lineup.places.forEach((card, i) => {
    if (card !== null && !canPlayIn(card, spaces[i]!)) {
      out.push(v('illegal-space', 'cards-illegal-space', { card, space: spaces[i]! }));
    }
  });
  const injured = cards.filter((card) => manager.injured.includes(card));
  if (injured.length > 0) out.push(v('card-injured', 'cards-card-injured', { cards: injured.join(', '), count: injured.length }));
  if (cards.some((card) => unavailable.includes(card))) out.push(v('card-used-twice', 'cards-offered-cannot-play'));
  return out;
}
