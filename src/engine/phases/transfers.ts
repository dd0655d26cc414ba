import { validateBids } from '../transfers/bids.js';
import { listNewPlayers } from '../transfers/new-listings.js';
import { applySales, validateSales } from '../transfers/sales.js';
import { runSignings } from '../transfers/signings.js';
import type { WeekPhase } from './context.js';

/**
 * Rulebook, "Transfers": new players are listed, then the list is rolled for
 * signings, then player-controlled clubs list their own players. Bids and
 * sales that are no longer legal when the week is played are left out.
 */
export const transfersPhase: WeekPhase = ({ state, orders, dice, events }) => {
  listNewPlayers(state, orders, dice, events);
  const legal = { ...orders };
  for (const [clubId, clubOrders] of Object.entries(orders)) {
    if (!clubOrders.bids?.length || validateBids(state, clubId, clubOrders).length === 0) continue;
    // Keep the bids that are still legal, in the order given, as far as the money goes.
    const kept: typeof clubOrders.bids = [];
    for (const bid of clubOrders.bids) {
      const problems = validateBids(state, clubId, { bids: [...kept, bid] });
      if (problems.length === 0) kept.push(bid);
      else events.push({ type: 'season-order-rejected', clubId, order: 'bids', violations: problems });
    }
    legal[clubId] = { ...clubOrders, bids: kept };
  }
  runSignings(state, legal, dice, events);
  for (const clubId of Object.keys(orders).sort()) {
    const sales = orders[clubId]?.sales;
    if (!sales?.length) continue;
    for (const sale of sales) {
      const problems = validateSales(state, clubId, { sales: [sale] });
      if (problems.length > 0) events.push({ type: 'season-order-rejected', clubId, order: 'sales', violations: problems });
      else applySales(state, events, clubId, [sale]);
    }
  }
};
