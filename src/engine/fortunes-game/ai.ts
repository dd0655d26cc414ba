import { bankAskingPrice } from './cash.js';
import { bestLineUp, teamValues, totalStrength } from './line-up.js';
import type { GameOrders, TurnOrders } from './orders.js';
import { cheapestCrisisSection } from './squares.js';
import { HALF_PRICE_STEP } from './auctions.js';
import { nominalValue, type StarCard } from './star-card.js';
import { activeManagers, type FortunesGame, type Manager } from './state.js';

/** House rule (docs/rules.md, the AI manager): the cash the AI keeps back for wages and fines. */
export const AI_RESERVE = 300_000;

function gainFrom(manager: Manager, card: StarCard): number {
  const now = totalStrength(teamValues(bestLineUp(manager.squad)));
  return totalStrength(teamValues(bestLineUp([...manager.squad, card]))) - now;
}

/**
 * The orders of a manager nobody runs (and of every manager in the sim): the best side; the cheapest Crisis
 * section; his Immunity card on any harmful Selection Problem; for a lot or a bank card that makes his side stronger,
 * a bid of its nominal value and a quarter more for each star it adds (the bank's asking price for a bank card), only
 * with his reserve left after it. He never sells to the bank by choice.
 */
export function aiOrders(game: FortunesGame, manager: Manager): TurnOrders {
  const bids: Record<string, number> = {};
  let spare = manager.cash - AI_RESERVE;
  for (const lander of activeManagers(game)) {
    const pending = game.pending[lander.clubId];
    if (!pending?.lot) continue;
    const gain = gainFrom(manager, pending.lot);
    if (gain <= 0) continue;
    let amount = nominalValue(pending.lot) * (1 + gain / 4);
    if (pending.square === 'half-price-auction' && lander.clubId === manager.clubId) amount = Math.ceil(amount / HALF_PRICE_STEP) * HALF_PRICE_STEP;
    if (amount <= spare) {
      bids[pending.lot.id] = amount;
      spare -= amount;
    }
  }
  for (const card of game.bank) {
    if (gainFrom(manager, card) < 2) continue;
    const price = bankAskingPrice(card);
    if (price <= spare) {
      bids[card.id] = price;
      spare -= price;
    }
  }
  return { crisisSection: cheapestCrisisSection(manager), useImmunity: true, bids };
}

/** The turn's orders: each manager's own where given, the AI's for the rest. */
export function fillGameOrders(game: FortunesGame, given: GameOrders, managed: ReadonlySet<string>): GameOrders {
  const orders: GameOrders = {};
  for (const manager of activeManagers(game)) {
    orders[manager.clubId] = given[manager.clubId] ?? (managed.has(manager.clubId) ? {} : aiOrders(game, manager));
  }
  return orders;
}
