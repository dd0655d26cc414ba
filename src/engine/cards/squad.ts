import { isPicture, type CardId } from './cards.js';
import type { CardsEvent } from './events.js';
import { putUnder } from './pack.js';
import { keepPrice, sellBackPrice } from './prices.js';
import type { CardsManager, CardsState } from './state.js';

/** Section 2: the cards a manager does not keep go face down under the pack; the kept ones are paid for later. */
export function keepCards(state: CardsState, manager: CardsManager, keep: readonly CardId[], events: CardsEvent[]): void {
  const discarded = manager.hand.filter((card) => !keep.includes(card));
  putUnder(state.pack, discarded);
  manager.hand = manager.hand.filter((card) => keep.includes(card));
  manager.unpaid = [...manager.hand];
  events.push({ type: 'kept', managerId: manager.id, cards: [...manager.hand], discarded: discarded.length });
}

/**
 * After the opening auction each manager pays for the cards he kept. One who cannot sells kept players back at
 * half price, the lowest-priced first (the ones he will miss least), until he can pay for the rest.
 */
export function payForKeptCards(state: CardsState, manager: CardsManager, events: CardsEvent[]): void {
  const price = (card: CardId) => keepPrice(card, state.suitOrder);
  const owed = () => manager.unpaid.reduce((sum, card) => sum + price(card), 0);
  const forSale = manager.unpaid.filter((card) => !isPicture(card)).sort((a, b) => price(a) - price(b) || a.localeCompare(b));
  while (owed() > manager.pence) {
    const card = forSale.shift()!;
    const pence = sellBackPrice(card, state.suitOrder);
    manager.pence += pence;
    manager.unpaid = manager.unpaid.filter((c) => c !== card);
    manager.hand = manager.hand.filter((c) => c !== card);
    putUnder(state.pack, [card]);
    events.push({ type: 'sold-back', managerId: manager.id, card, pence });
  }
  const total = owed();
  manager.pence -= total;
  manager.unpaid = [];
  events.push({ type: 'kept-paid', managerId: manager.id, pence: total });
}
