import { bestLineup } from './ai.js';
import { matchRulesOf } from './balance.js';
import { isPicture, type CardId } from './cards.js';
import { cardsOnSheet } from './lineup.js';
import { squadLimit } from './sizes.js';
import type { CardsEvent } from './events.js';
import type { CardsLeagueOrders } from './orders.js';
import { putUnder } from './pack.js';
import { keepPrice, sellBackPrice } from './prices.js';
import type { CardsManager, CardsState } from './state.js';
import { levelOf } from './suit-levels.js';

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

/**
 * The squad limit (docs/cards.md, "The pack"): when a market closes, a manager holding more than the limit sells
 * cards back to the bank at half price until he is within it: first players off his sheet (the sheet of the step's
 * orders, else his standing sheet, else the AI's best), the weakest first; then pictures off it; then players on it,
 * the weakest first. His sheet's tactic card, and so his last picture, stays.
 */
export function enforceSquadLimit(state: CardsState, events: CardsEvent[], orders: CardsLeagueOrders = {}): void {
  const limit = squadLimit(state.managerIds.length);
  for (const id of state.managerIds) {
    const manager = state.managers[id]!;
    if (manager.hand.length <= limit) continue;
    const sheet = orders[id]?.sheet ?? manager.sheet ?? bestLineup(manager.hand, manager.injured, state.suitOrder, matchRulesOf(state.balance));
    const onSheet = sheet ? cardsOnSheet(sheet) : [];
    const rank = (card: CardId) => (isPicture(card) ? 1 : 0) + (onSheet.includes(card) ? 2 : 0);
    const forSale = manager.hand
      .filter((card) => card !== sheet?.tactic)
      .sort((a, b) => rank(a) - rank(b) || levelOf(a, state.suitOrder) - levelOf(b, state.suitOrder) || a.localeCompare(b));
    while (manager.hand.length > limit) {
      const card = forSale.shift()!;
      const pence = sellBackPrice(card, state.suitOrder);
      manager.pence += pence;
      manager.hand = manager.hand.filter((c) => c !== card);
      if (onSheet.includes(card)) manager.sheet = null;
      putUnder(state.pack, [card]);
      events.push({ type: 'sold-back', managerId: id, card, pence });
    }
  }
}
