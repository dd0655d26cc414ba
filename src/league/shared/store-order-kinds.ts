import type { Transaction } from 'kysely';
import { deleteOrder, putOrder } from '../../db/repositories/orders.repository.js';
import type { Database } from '../../db/tables.js';
import { json } from '../../db/json.js';

/**
 * A game's orders are stored one row per kind (the key of its orders object): the kinds whose value changed from
 * `before` to `next` are written, and those taken out are deleted.
 */
export async function storeOrderKinds<T extends object>(
  trx: Transaction<Database>,
  where: { leagueId: string; clubId: string; turn: number; by: string; at: Date },
  kinds: readonly (keyof T & string)[],
  before: T,
  next: T,
): Promise<void> {
  for (const kind of kinds) {
    const value = next[kind];
    if (JSON.stringify(value) === JSON.stringify(before[kind])) continue;
    if (value === undefined) await deleteOrder(trx, where.leagueId, where.clubId, where.turn, kind);
    else await putOrder(trx, { ...where, kind, payload: json(value) });
  }
}
