import type { Transaction } from 'kysely';
import { carryToNextTurn } from '../db/repositories/orders.repository.js';
import type { Database } from '../db/tables.js';
import type { ClubOrders } from '../engine/orders.js';

/**
 * House rule (docs/rules.md, "Orders given in pre-season"): bids and the Chief
 * Scout's request belong to a week's transfers, which the pre-season does not
 * play. Given in pre-season, they are week 1's orders, as if given then, and
 * the manager can still change them in week 1. The XI, training and sales
 * stand in the league itself (the engine's standing-orders).
 */
const CARRIED_KINDS: readonly (keyof ClubOrders)[] = ['scout'];

export async function carryPreseasonOrders(trx: Transaction<Database>, leagueId: string, preseasonTurn: number): Promise<void> {
  await carryToNextTurn(trx, leagueId, preseasonTurn, CARRIED_KINDS);
}
