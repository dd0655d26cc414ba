import type { Transaction } from 'kysely';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { GameEvent } from '../../engine/fortunes-game/events.js';
import { fortunesDealProblemText } from './fortunes-deal-game.js';
import { settleOffers, type OfferOutcomeOfStep } from './settle-deals.js';

/** Football Fortunes' accepted deals after a turn: a deal or sale event carried one out, a failed one lapsed it with its rule. */
export async function settleFortunesDeals(
  trx: Transaction<Database>,
  input: { league: LeagueRow; events: readonly GameEvent[]; at: Date },
): Promise<void> {
  const outcomes = input.events.flatMap((e): OfferOutcomeOfStep[] =>
    (e.type === 'deal' || e.type === 'immunity-sold') && e.offerId
      ? [{ offerId: e.offerId, lapsed: null }]
      : e.type === 'deal-failed' && e.offerId
        ? [{ offerId: e.offerId, lapsed: fortunesDealProblemText(e.problem) }]
        : [],
  );
  await settleOffers(trx, input.league, outcomes, input.at);
}
