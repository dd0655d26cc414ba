import { isPicture } from './cards.js';
import type { CardsEvent } from './events.js';
import type { CardsLeagueOrders, TradeOffer } from './orders.js';
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
      const from = state.managers[fromId]!;
      const to = state.managers[toId]!;
      const fromHand = [...from.hand.filter((c) => !offer.give.includes(c)), ...offer.take];
      const toHand = [...to.hand.filter((c) => !offer.take.includes(c)), ...offer.give];
      const reason =
        !offer.give.every((c) => from.hand.includes(c)) || !offer.take.every((c) => to.hand.includes(c))
          ? 'a card in it has changed hands'
          : from.pence < offer.payPence || to.pence < offer.receivePence
            ? 'a side cannot pay'
            : !fromHand.some(isPicture) || !toHand.some(isPicture)
              ? 'a manager would be left without a picture card'
              : null;
      if (reason) {
        events.push({ type: 'trade-failed', fromId, toId, reason });
        continue;
      }
      from.hand = fromHand;
      to.hand = toHand;
      from.pence += offer.receivePence - offer.payPence;
      to.pence += offer.payPence - offer.receivePence;
      for (const m of [from, to]) m.sheet = null;
      events.push({
        type: 'trade',
        fromId,
        toId,
        gave: [...offer.give],
        took: [...offer.take],
        paidPence: offer.payPence,
        receivedPence: offer.receivePence,
      });
    }
  }
}
