import { isPicture } from './cards.js';
import type { CardsEvent, SharedTradeFault } from './events.js';
import type { CardsDeal, CardsLeagueOrders, TradeOffer } from './orders.js';
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

/** What breaks a trade, and what the offering manager's own sentence names. */
export interface TradeFault extends SharedTradeFault {
  /**
   * What the offering manager's sentence names (docs/cards.md: he may read his own hand and money): cards as their
   * codes and how many, money in pence. The sentences are the catalogue's, `deal.cards.fault.<code>[.<side>]`.
   */
  params: Readonly<Record<string, string | number>>;
}

function fault(code: TradeFault['code'], side: TradeFault['side'], params: TradeFault['params'] = {}): TradeFault {
  return { code, side, params };
}

/**
 * Every reason a trade offered by one manager cannot happen now, in the order they are checked: the same check
 * when it is offered, accepted and carried out. Each side must hold the cards he gives and the money he pays, and
 * each manager must keep at least one picture card (section 8).
 */
export function tradeFaults(state: CardsState, fromId: string, offer: TradeOffer): TradeFault[] {
  const from = state.managers[fromId];
  const to = state.managers[offer.withId];
  if (!from || !to || fromId === offer.withId) return [fault('no-partner', null)];
  const faults: TradeFault[] = [];
  if (offer.give.length + offer.take.length + offer.payPence + offer.receivePence === 0) faults.push(fault('nothing', null));
  if (new Set([...offer.give, ...offer.take]).size !== offer.give.length + offer.take.length) faults.push(fault('card-twice', null));
  const notHeld = offer.give.filter((c) => !from.hand.includes(c));
  if (notHeld.length > 0) faults.push(fault('card-not-held', 'from', { cards: notHeld.join(', '), count: notHeld.length }));
  if (offer.take.some((c) => !to.hand.includes(c))) faults.push(fault('card-not-held', 'to'));
  const own = offer.take.filter((c) => from.hand.includes(c));
  if (own.length > 0) faults.push(fault('card-already-held', 'from', { cards: own.join(', '), count: own.length }));
  if (![offer.payPence, offer.receivePence].every((p) => Number.isInteger(p) && p >= 0)) faults.push(fault('bad-money', null));
  if (offer.payPence > from.pence) faults.push(fault('short-of-money', 'from', { pay: offer.payPence, have: from.pence }));
  if (offer.receivePence > to.pence) faults.push(fault('short-of-money', 'to', { receive: offer.receivePence }));
  const fromHand = [...from.hand.filter((c) => !offer.give.includes(c)), ...offer.take];
  const toHand = [...to.hand.filter((c) => !offer.take.includes(c)), ...offer.give];
  if (!fromHand.some(isPicture)) faults.push(fault('no-picture-left', 'from'));
  if (!toHand.some(isPicture)) faults.push(fault('no-picture-left', 'to'));
  return faults;
}

/** Why a trade cannot happen now, as the offering manager reads it, or null: the first of its faults. */
export function tradeProblem(state: CardsState, fromId: string, offer: TradeOffer): TradeFault | null {
  return tradeFaults(state, fromId, offer)[0] ?? null;
}

/**
 * A trade's first fault as both its managers may read it (an accepted trade refused, or one that lapses): it
 * says whose side fails, never which card or how much money, since a manager's hand and money are his own.
 */
export function sharedTradeProblem(state: CardsState, fromId: string, offer: TradeOffer): SharedTradeFault | null {
  const first = tradeFaults(state, fromId, offer)[0];
  return first ? { code: first.code, side: first.side } : null;
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
      const fault = sharedTradeProblem(state, fromId, offer);
      if (fault) events.push({ type: 'trade-failed', fromId, toId, fault });
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
    // Both managers read why an agreed deal lapsed: the reason names neither a card nor a sum.
    const fault = sharedTradeProblem(state, fromId, deal);
    if (fault) events.push({ type: 'trade-failed', fromId, toId: deal.withId, fault, offerId: deal.offerId });
    else carryOut(state, fromId, deal, deal.offerId, events);
  }
}
