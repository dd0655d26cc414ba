import type { Transaction } from 'kysely';
import { findClub } from '../../db/repositories/club.repository.js';
import { enqueue } from '../../db/repositories/outbox.repository.js';
import type { Database, LeagueRow, OfferRow } from '../../db/tables.js';
import type { Locale } from '../../i18n/locales.js';
import { postLocale } from '../shared/league-summary.js';

/** How an offer between managers ended, as its maker is told. */
export const OFFER_ENDINGS = ['accepted', 'declined', 'countered', 'expired', 'lapsed'] as const;
export type OfferEnding = (typeof OFFER_ENDINGS)[number];

/**
 * The maker of an offer is told how it ended: a channel line that pings him
 * alone and names the offer and the other club, never its terms (the bot sends
 * no direct messages; `/trade list` and `/news` are his private view).
 */
export interface OfferEndMessage {
  offerId: string;
  ending: OfferEnding;
  fromUserId: string;
  fromClubName: string;
  toClubName: string;
  /** The league's language; absent for English. */
  locale?: Locale;
}

type Trx = Transaction<Database>;

/** Queues the maker's line; once per offer and ending, whoever queues it. */
export async function tellOfferMaker(trx: Trx, league: LeagueRow, offer: OfferRow, ending: OfferEnding, at: Date): Promise<void> {
  const [from, to] = await Promise.all([findClub(trx, league.id, offer.from_club_id), findClub(trx, league.id, offer.to_club_id)]);
  // An offer the maker no longer stands behind (he left his club) tells nobody.
  if (from?.manager_user_id !== offer.from_user_id) return;
  const message: OfferEndMessage = {
    offerId: String(offer.id),
    ending,
    fromUserId: offer.from_user_id,
    fromClubName: from.name,
    toClubName: to?.name ?? offer.to_club_id,
    ...postLocale(league),
  };
  await enqueue(
    trx,
    [{ leagueId: league.id, channelId: league.channel_id, kind: 'deal-ended', payload: message, dedupeKey: `offer-ended:${offer.id}:${ending}` }],
    at,
  );
}
