import { allAiOrders } from '../ai/fill-orders.js';
import type { LeagueOrders } from '../model/orders.js';
import type { LeagueState } from '../model/types.js';
import { aiDealProposals } from './ai-proposals.js';
import type { DealOrder } from '../deals/terms.js';
import { aiAnswer } from '../deals/value-rule.js';

/**
 * The AI's orders with AI-to-AI deals (the simulator's --deals): the clubs'
 * offers to each other, each answered by the value rule, the accepted ones
 * given as the offering clubs' deals in the order they were made.
 */
export function aiOrdersWithDeals(state: LeagueState): LeagueOrders {
  const orders = allAiOrders(state);
  const clubIds = Object.values(state.clubs)
    .filter((c) => c.playerControlled)
    .map((c) => c.id);
  let seq = 0;
  for (const terms of aiDealProposals(state, clubIds)) {
    if (terms.kind !== 'transfer' || !aiAnswer(state, terms, terms.toClubId).accept) continue;
    seq += 1;
    const deal: DealOrder = { offerId: `ai-${state.season}-${state.week}-${seq}`, seq, terms };
    const own = orders[terms.fromClubId] ?? {};
    orders[terms.fromClubId] = { ...own, deals: [...(own.deals ?? []), deal] };
  }
  return orders;
}
