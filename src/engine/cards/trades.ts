import { isPicture } from './cards.js';
import type { CardsEvent } from './events.js';
import type { CardsDeal, CardsLeagueOrders, TradeOffer } from './orders.js';
import { formatPence } from './prices.js';
import type { CardsState } from './state.js';

function sameCards(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((card) => b.includes(card));
}

function mirrors(offer: TradeOffer, answer: TradeOffer): boolean {
  return (
    sameCards(offer.give, answer.take) &&
    sameCards(offer.take, answer.give) &&
    offer.payPence === answer.receivePence &&
    offer.receivePence === answer.payPence
  );
}

/**
 * Why a trade offered by one manager cannot happen now, as a sentence, or null: the same check when it is
 * offered, accepted and carried out. Each side must hold the cards he gives and the money he pays, and each
 * manager must keep at least one picture card (section 8).
 */
export function tradeProblem(state: CardsState, fromId: string, offer: TradeOffer): string | null {
  const from = state.managers[fromId];
  const to = state.managers[offer.withId];
  if (!from || !to || fromId === offer.withId) return 'Trade with another manager of this league: dummy clubs do not trade.';
  if (offer.give.length + offer.take.length + offer.payPence + offer.receivePence === 0) return 'A trade moves at least one card or some money.';
  if (new Set([...offer.give, ...offer.take]).size !== offer.give.length + offer.take.length) return 'Name each card once.';
  const notHeld = offer.give.filter((c) => !from.hand.includes(c));
  if (notHeld.length > 0) return `${notHeld.join(', ')} ${notHeld.length > 1 ? 'are' : 'is'} not in your hand.`;
  if (offer.take.some((c) => !to.hand.includes(c))) return 'Ask only for cards the other manager holds.';
  if (![offer.payPence, offer.receivePence].every((p) => Number.isInteger(p) && p >= 0)) return 'Money in a trade is whole pence, not below nothing.';
  if (offer.payPence > from.pence) return `You offer ${formatPence(offer.payPence)} but have ${formatPence(from.pence)}.`;
  if (offer.receivePence > to.pence) return `The other manager does not have ${formatPence(offer.receivePence)}.`;
  const fromHand = [...from.hand.filter((c) => !offer.give.includes(c)), ...offer.take];
  const toHand = [...to.hand.filter((c) => !offer.take.includes(c)), ...offer.give];
  if (!fromHand.some(isPicture)) return 'You must keep at least one picture card after the trade.';
  if (!toHand.some(isPicture)) return 'The other manager must keep at least one picture card after the trade.';
  return null;
}

/** Moves the cards and money of a trade that passed the check; both managers' standing sheets are cleared. */
function carryOut(state: CardsState, fromId: string, offer: TradeOffer, offerId: string | undefined, events: CardsEvent[]): void {
  const from = state.managers[fromId]!;
  const to = state.managers[offer.withId]!;
  from.hand = [...from.hand.filter((c) => !offer.give.includes(c)), ...offer.take];
  to.hand = [...to.hand.filter((c) => !offer.take.includes(c)), ...offer.give];
  from.pence += offer.receivePence - offer.payPence;
  to.pence += offer.payPence - offer.receivePence;
  for (const m of [from, to]) m.sheet = null;
  events.push({
    type: 'trade',
    fromId,
    toId: offer.withId,
    gave: [...offer.give],
    took: [...offer.take],
    paidPence: offer.payPence,
    receivedPence: offer.receivePence,
    ...(offerId ? { offerId } : {}),
  });
}

/**
 * Trades between managers (section 8): a trade happens when both managers send mirror offers in the same turn,
 * taken in the order of the managers. Each still has to hold his side and keep a picture card when it happens.
 */
export function makeTrades(state: CardsState, orders: CardsLeagueOrders, events: CardsEvent[]): void {
  for (const fromId of state.managerIds) {
    for (const offer of orders[fromId]?.trades ?? []) {
      const toId = offer.withId;
      if (fromId > toId || !state.managers[toId]) continue;
      const answer = orders[toId]?.trades?.find((t) => t.withId === fromId && mirrors(offer, t));
      if (!answer) continue;
      const reason = tradeProblem(state, fromId, offer);
      if (reason) events.push({ type: 'trade-failed', fromId, toId, reason });
      else carryOut(state, fromId, offer, undefined, events);
    }
  }
}

/**
 * Deals agreed through offers (one manager offered, the other accepted): carried out in the order they were
 * accepted, each checked again against the hands and money as they stand then; one that fails lapses.
 */
export function carryOutDeals(state: CardsState, orders: CardsLeagueOrders, events: CardsEvent[]): void {
  const deals = state.managerIds
    .flatMap((fromId) => (orders[fromId]?.deals ?? []).map((deal): [string, CardsDeal] => [fromId, deal]))
    .sort(([, a], [, b]) => a.seq - b.seq);
  for (const [fromId, deal] of deals) {
    const reason = tradeProblem(state, fromId, deal);
    if (reason) events.push({ type: 'trade-failed', fromId, toId: deal.withId, reason, offerId: deal.offerId });
    else carryOut(state, fromId, deal, deal.offerId, events);
  }
}
