import type { Transaction } from 'kysely';
import { setManager } from '../../db/repositories/club.repository.js';
import { deleteClubTurn } from '../../db/repositories/orders.repository.js';
import { clearReady } from '../../db/repositories/ready.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import { lapseClubOffers } from '../deals/lapse-club-offers.js';
import { endCareers } from '../shared/career.js';

/**
 * A club loses its manager. His orders and sealed bids for the open week leave
 * with him: a successor sees none of them, and the AI fills in the week as for
 * any club without orders. The offers he made or was made lapse, and his spell
 * at the club (`/profile`) ends with the last week played.
 */
export async function releaseClub(trx: Transaction<Database>, league: LeagueRow, clubId: string, at: Date): Promise<void> {
  await setManager(trx, league.id, clubId, null);
  await endCareers(trx, league, [clubId]);
  await clearReady(trx, league.id, clubId);
  await deleteClubTurn(trx, league.id, clubId, league.turn);
  await lapseClubOffers(trx, league, clubId, 'system', at);
}
