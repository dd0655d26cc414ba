import type { Transaction } from 'kysely';
import { carryBidsToNextTurn } from '../../db/repositories/orders.repository.js';
import type { Database } from '../../db/tables.js';

/**
 * House rule (docs/rules.md, "Orders given in pre-season"): bids belong to a
 * week's transfers, which the pre-season does not play. Placed in pre-season,
 * they are week 1's bids, as if placed then, and the manager can still change
 * them in week 1. The XI, training and sales stand in the league itself (the
 * engine's standing-orders); the Chief Scout's request is refused in
 * pre-season (scout-order), so there is none to carry.
 */
export async function carryPreseasonOrders(trx: Transaction<Database>, leagueId: string, preseasonTurn: number): Promise<void> {
  await carryBidsToNextTurn(trx, leagueId, preseasonTurn);
}
