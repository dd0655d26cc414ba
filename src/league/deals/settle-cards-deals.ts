import type { Transaction } from 'kysely';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { CardsEvent } from '../../engine/cards/events.js';
import { sharedTradeFaultText } from './cards-trade-fault-text.js';
import { settleOffers, type OfferOutcomeOfStep } from './settle-deals.js';

/** The card game's accepted trades after a step: a trade event carried one out, a failed one lapsed it with its reason. */
export async function settleCardsDeals(
  trx: Transaction<Database>,
  input: { league: LeagueRow; events: readonly CardsEvent[]; at: Date },
): Promise<void> {
  const outcomes = input.events.flatMap((e): OfferOutcomeOfStep[] =>
    e.type === 'trade' && e.offerId
      ? [{ offerId: e.offerId, lapsed: null }]
      : e.type === 'trade-failed' && e.offerId
        ? [{ offerId: e.offerId, lapsed: sharedTradeFaultText(e.fault) }]
        : [],
  );
  await settleOffers(trx, input.league, outcomes, input.at);
}
