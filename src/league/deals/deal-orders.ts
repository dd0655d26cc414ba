import type { Transaction } from 'kysely';
import { acceptedOffersOfTurn } from '../../db/repositories/offers.repository.js';
import { deleteOrder, putOrder } from '../../db/repositories/orders.repository.js';
import { json } from '../../db/json.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { DealOrder, DealTerms } from '../../engine/deals/terms.js';

/**
 * A club's 'deals' order for the open turn: the offers it made that were
 * accepted this turn, in acceptance order. Written again from the offers
 * whenever one is accepted or lapses, so the stored order and the offers
 * never disagree; the step carries them out and played_steps keeps them for replays.
 */
export async function rewriteDealOrders(trx: Transaction<Database>, league: LeagueRow, clubId: string, by: string, at: Date): Promise<void> {
  const accepted = (await acceptedOffersOfTurn(trx, league.id, league.turn)).filter((o) => o.from_club_id === clubId);
  const deals: DealOrder[] = accepted.map((o) => ({ offerId: String(o.id), seq: o.accepted_seq ?? 0, terms: o.terms as DealTerms }));
  if (deals.length === 0) await deleteOrder(trx, league.id, clubId, league.turn, 'deals');
  else await putOrder(trx, { leagueId: league.id, clubId, turn: league.turn, kind: 'deals', payload: json(deals), by, at });
}
