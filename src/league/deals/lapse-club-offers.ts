import type { Transaction } from 'kysely';
import { liveOffersOfClub, updateOffer } from '../../db/repositories/offers.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import { offerGameOf } from './offers.js';
import { tellOfferMaker } from './offer-end-notice.js';
import { endOfferNotice } from './offer-notice-ending.js';
import { storedText } from '../../i18n/stored-text.js';

/**
 * A club loses its manager (he leaves, is kicked or handed to the AI): every
 * offer it made or was made, open or accepted, lapses, and the deals it had
 * agreed leave the offering clubs' orders.
 */
export async function lapseClubOffers(trx: Transaction<Database>, league: LeagueRow, clubId: string, by: string, at: Date): Promise<void> {
  const live = await liveOffersOfClub(trx, league.id, clubId);
  const proposers = new Set<string>();
  for (const offer of live) {
    await updateOffer(trx, offer.id, { status: 'lapsed', note: storedText({ key: 'deal.lapse.manager-left' }), settledTurn: league.turn, at });
    // The manager who leaves is not told of his own offers.
    if (offer.from_club_id !== clubId) await tellOfferMaker(trx, league, offer, 'lapsed', at);
    // An open offer's notice still has live buttons; an accepted one's was settled when it was answered.
    if (offer.status === 'open') await endOfferNotice(trx, league, String(offer.id), 'lapsed', at);
    if (offer.status === 'accepted') proposers.add(offer.from_club_id);
  }
  for (const proposer of proposers) await offerGameOf(league).writeOrders(trx, league, proposer, by, at);
}
