import type { Transaction } from 'kysely';
import { acceptedOffersOfTurn, expireOffers, updateOffer } from '../../db/repositories/offers.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { EventOf } from '../../engine/events.js';
import type { EngineEvent } from '../../engine/events.js';
import type { LeagueState } from '../../engine/types.js';
import { lapseSentence } from './lapse-sentence.js';

/**
 * After a step is played: each accepted offer it carried out is done, each it
 * could not is lapsed with the reason (told to both managers in /news, from
 * the step's events), and the open offers whose deadline this was expire.
 */
export async function settleDeals(
  trx: Transaction<Database>,
  input: { league: LeagueRow; before: LeagueState; events: readonly EngineEvent[]; at: Date },
): Promise<void> {
  const { league, before, events, at } = input;
  const told = new Set<string>();
  for (const e of events) {
    if (e.type === 'deal-done') {
      await updateOffer(trx, e.offerId, { status: 'done', settledTurn: league.turn, at });
      told.add(e.offerId);
    } else if (e.type === 'deal-lapsed') {
      await updateOffer(trx, e.offerId, { status: 'lapsed', note: lapseSentence(before, e as EventOf<'deal-lapsed'>), settledTurn: league.turn, at });
      told.add(e.offerId);
    }
  }
  // An accepted offer the step never saw (its club's orders were replaced) is not carried out later.
  for (const offer of await acceptedOffersOfTurn(trx, league.id, league.turn)) {
    if (!told.has(String(offer.id))) {
      await updateOffer(trx, offer.id, { status: 'lapsed', note: 'The deal was not among the week’s orders.', settledTurn: league.turn, at });
    }
  }
  await expireOffers(trx, league.id, league.turn, at);
}
