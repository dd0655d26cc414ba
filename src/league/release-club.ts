import type { Transaction } from 'kysely';
import { setManager } from '../db/repositories/club.repository.js';
import { deleteClubTurn } from '../db/repositories/orders.repository.js';
import { clearReady } from '../db/repositories/ready.repository.js';
import type { Database, LeagueRow } from '../db/tables.js';

/**
 * A club loses its manager. His orders and sealed bids for the open week leave
 * with him: a successor sees none of them, and the AI fills in the week as for
 * any club without orders.
 */
export async function releaseClub(trx: Transaction<Database>, league: LeagueRow, clubId: string): Promise<void> {
  await setManager(trx, league.id, clubId, null);
  await clearReady(trx, league.id, clubId);
  await deleteClubTurn(trx, league.id, clubId, league.turn);
}
