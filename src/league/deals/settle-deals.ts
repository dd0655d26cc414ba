import type { Transaction } from 'kysely';
import { acceptedOffersOfTurn, expireOffers, findOffer, updateOffer } from '../../db/repositories/offers.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { EventOf } from '../../engine/model/events.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { LeagueState } from '../../engine/model/types.js';
import { lapseText } from './lapse-text.js';
import { storedText } from '../../i18n/stored-text.js';
import type { CatalogueText } from '../../i18n/translate.js';
import { tellOfferMaker } from './offer-end-notice.js';
import { endOfferNotice } from './offer-notice-ending.js';

/** What a step did with one accepted offer: carried out, or lapsed with the sentence its managers read. */
export interface OfferOutcomeOfStep {
  offerId: string;
  lapsed: CatalogueText | null;
}

/**
 * After a step is played: each accepted offer it carried out is done, each it
 * could not is lapsed with the reason (told to both managers in /news, from
 * the step's events), and the open offers whose deadline this was expire.
 */
export async function settleOffers(trx: Transaction<Database>, league: LeagueRow, outcomes: readonly OfferOutcomeOfStep[], at: Date): Promise<void> {
  const told = new Set<string>();
  for (const { offerId, lapsed } of outcomes) {
    if (lapsed === null) await updateOffer(trx, offerId, { status: 'done', settledTurn: league.turn, at });
    else await updateOffer(trx, offerId, { status: 'lapsed', note: storedText(lapsed), settledTurn: league.turn, at });
    const offer = lapsed === null ? undefined : await findOffer(trx, offerId);
    if (offer) await tellOfferMaker(trx, league, offer, 'lapsed', at);
    told.add(offerId);
  }
  // An accepted offer the step never saw (its club's orders were replaced) is not carried out later.
  for (const offer of await acceptedOffersOfTurn(trx, league.id, league.turn)) {
    if (!told.has(String(offer.id))) {
      await updateOffer(trx, offer.id, { status: 'lapsed', note: storedText({ key: 'deal.lapse.not-in-orders' }), settledTurn: league.turn, at });
      await tellOfferMaker(trx, league, offer, 'lapsed', at);
    }
  }
  for (const offer of await expireOffers(trx, league.id, league.turn, at)) {
    await tellOfferMaker(trx, league, offer, 'expired', at);
    await endOfferNotice(trx, league, String(offer.id), 'expired', at);
  }
}

/** Football's deals after a step, from its deal-done and deal-lapsed events. */
export async function settleDeals(
  trx: Transaction<Database>,
  input: { league: LeagueRow; before: LeagueState; events: readonly EngineEvent[]; at: Date },
): Promise<void> {
  const { league, before, events, at } = input;
  const outcomes = events.flatMap((e): OfferOutcomeOfStep[] =>
    e.type === 'deal-done'
      ? [{ offerId: e.offerId, lapsed: null }]
      : e.type === 'deal-lapsed'
        ? [{ offerId: e.offerId, lapsed: lapseText(before, e as EventOf<'deal-lapsed'>) }]
        : [],
  );
  await settleOffers(trx, league, outcomes, at);
}
