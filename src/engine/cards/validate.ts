import { isAce, isPicture, type CardId } from './cards.js';
import { formationOf } from './formations.js';
import { canPlayIn, type Lineup } from './lineup.js';
import type { Bid, CardsOrders, TradeOffer } from './orders.js';
import type { CardsManager, CardsState } from './state.js';
import { formatPence } from './prices.js';
import { cardsViolation as v, type CardsViolation } from './violations.js';

/**
 * Checks one manager's orders against the rules. The same check runs when an order is given and when the step is
 * played, so an accepted order stays legal.
 */
export function validateCardsOrders(state: CardsState, managerId: string, orders: CardsOrders): CardsViolation[] {
  const manager = state.managers[managerId];
  if (!manager) return [v('not-a-manager', 'You do not manage a club in this league.')];
  const out: CardsViolation[] = [];
  if (orders.keep) out.push(...validateKeep(state, manager, orders.keep));
  const offered = [...(orders.bids ?? []).flatMap((bid) => bid.cards), ...(orders.trades ?? []).flatMap((trade) => trade.give)];
  if (orders.bids) out.push(...validateBids(state, manager, orders.bids));
  if (orders.trades) out.push(...validateTrades(state, manager, orders.trades));
  if (new Set(offered).size !== offered.length) out.push(v('card-used-twice', 'Offer each card in one bid or trade only.'));
  if (offered.length > 0 && !keepsPicture(manager.hand, offered)) {
    out.push(v('payment-leaves-no-picture', 'You must keep at least one picture card: offer fewer of them.'));
  }
  if (orders.sheet) out.push(...validateLineup(manager, orders.sheet, offered));
  return out;
}

function keepsPicture(hand: readonly CardId[], leaving: readonly CardId[]): boolean {
  return hand.some((card) => isPicture(card) && !leaving.includes(card));
}

function notInHand(manager: CardsManager, cards: readonly CardId[]): CardsViolation[] {
  const missing = cards.filter((card) => !manager.hand.includes(card));
  return missing.length > 0 ? [v('card-not-in-hand', `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not in your hand.`)] : [];
}

function validateKeep(state: CardsState, manager: CardsManager, keep: readonly CardId[]): CardsViolation[] {
  if (state.phase !== 'keep') return [v('wrong-phase', 'Cards are kept only at the set-up, before the opening auction.')];
  const out = notInHand(manager, keep);
  if (new Set(keep).size !== keep.length) out.push(v('card-used-twice', 'Name each card to keep once.'));
  if (!keep.some(isPicture)) out.push(v('keep-needs-picture', 'Keep at least one picture card: it is your formation.'));
  return out;
}

function validateBids(state: CardsState, manager: CardsManager, bids: readonly Bid[]): CardsViolation[] {
  if (state.phase !== 'opening-auction' && state.lots.length === 0) return [v('wrong-phase', 'There are no lots on offer now.')];
  const out: CardsViolation[] = [];
  for (const bid of bids) {
    if (!state.lots.includes(bid.lot)) out.push(v('bid-unknown-lot', `${bid.lot} is not on offer.`));
    if (!Number.isInteger(bid.pence) || bid.pence < 0 || bid.pence + bid.cards.length === 0) {
      out.push(v('bid-not-positive', 'A bid is a whole number of pence, and more than nothing.'));
    }
    out.push(...notInHand(manager, bid.cards));
    if (bid.cards.some(isPicture) || (state.phase === 'opening-auction' && bid.cards.length > 0)) {
      out.push(v('payment-not-accepted', 'The bank takes only player cards, and only after a round: offer money.'));
    }
  }
  if (new Set(bids.map((bid) => bid.lot)).size !== bids.length) out.push(v('card-used-twice', 'Bid once for each lot.'));
  const total = bids.reduce((sum, bid) => sum + bid.pence, 0);
  if (total > manager.pence) {
    out.push(v('bid-above-money', `Your bids add up to ${formatPence(total)} but you have ${formatPence(manager.pence)}: you could win them all.`));
  }
  return out;
}

function validateTrades(state: CardsState, manager: CardsManager, trades: readonly TradeOffer[]): CardsViolation[] {
  const out: CardsViolation[] = [];
  for (const trade of trades) {
    const other = state.managers[trade.withId];
    if (!other || other.id === manager.id) {
      out.push(v('trade-unknown-manager', 'Trade with another manager of this league.'));
      continue;
    }
    out.push(...notInHand(manager, trade.give));
    if (trade.take.some((card) => !other.hand.includes(card))) out.push(v('trade-not-their-card', 'Ask only for cards the other manager holds.'));
    if (![trade.payPence, trade.receivePence].every((p) => Number.isInteger(p) && p >= 0)) {
      out.push(v('bid-not-positive', 'Money in a trade is a whole number of pence, not below nothing.'));
    }
    if (trade.payPence > manager.pence) out.push(v('trade-above-money', `You have ${formatPence(manager.pence)}.`));
    if (!keepsPicture([...manager.hand, ...trade.take], trade.give)) {
      out.push(v('trade-leaves-no-picture', 'You must keep at least one picture card after the trade.'));
    }
  }
  return out;
}

/** A team sheet: a tactic card, an ace or nobody in goal, and legal players in the formation's four spaces. */
export function validateLineup(manager: CardsManager, lineup: Lineup, unavailable: readonly CardId[] = []): CardsViolation[] {
  if (!isPicture(lineup.tactic)) return [v('sheet-needs-tactic', 'Choose a picture card as your formation.')];
  const spaces = formationOf(lineup.tactic);
  if (lineup.places.length !== spaces.length) return [v('sheet-shape', `Name ${spaces.length} places, or none for a reserve.`)];
  const cards = [lineup.tactic, lineup.keeper, ...lineup.places].filter((card): card is CardId => card !== null);
  const out = notInHand(manager, cards);
  if (new Set(cards).size !== cards.length) out.push(v('card-used-twice', 'Each card plays in one place only.'));
  if (lineup.keeper !== null && !isAce(lineup.keeper)) out.push(v('keeper-not-ace', 'Only an ace keeps goal.'));
  lineup.places.forEach((card, i) => {
    if (card !== null && !canPlayIn(card, spaces[i]!)) {
      out.push(v('illegal-space', `${card} cannot play in space ${spaces[i]}: only in his own space or one next to it.`));
    }
  });
  const injured = cards.filter((card) => manager.injured.includes(card));
  if (injured.length > 0) out.push(v('card-injured', `${injured.join(', ')} is injured and misses the next match.`));
  if (cards.some((card) => unavailable.includes(card))) out.push(v('card-used-twice', 'A card offered in a bid or trade cannot play.'));
  return out;
}
