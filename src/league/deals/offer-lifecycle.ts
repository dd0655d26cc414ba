import type { OfferRow } from '../../db/tables.js';
import { Conflict } from '../errors.js';

/**
 * The life of an offer between managers, whatever the game's terms: made
 * open; answered (accepted, declined, countered) by the manager it was made
 * to, or cancelled by the one who made it; an open offer expires when its
 * last turn is played; an accepted one is done or lapses when the step that
 * carries it out is played. Managers who leave take their offers with them
 * (lapsed).
 */
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'countered', 'cancelled', 'expired', 'lapsed', 'done'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What a button on an offer asks for. */
export const OFFER_ACTIONS = ['view', 'accept', 'decline', 'counter'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

const ANSWERED: readonly OfferStatus[] = ['accepted', 'declined', 'countered'];

export const OFFER_NOT_YOURS = 'This offer was made to another manager: only that manager can answer it.';
export const OFFER_NOT_YOURS_TO_SEE = 'This offer is between two other clubs: only their managers can see it.';
export const OFFER_ALREADY_ANSWERED = 'This offer is already answered.';
export const OFFER_NO_LONGER_OPEN = 'This offer is no longer open.';

/** Only the manager the offer was made to may answer it, and only while it is open. */
export function requireAnswerable(offer: OfferRow | undefined, userId: string): OfferRow {
  if (!offer) throw new Conflict('offer-closed', OFFER_NO_LONGER_OPEN);
  if (offer.to_user_id !== userId) throw new Conflict('offer-not-yours', OFFER_NOT_YOURS);
  return requireOpen(offer);
}

export function requireOpen(offer: OfferRow): OfferRow {
  if (offer.status === 'open') return offer;
  if (ANSWERED.includes(offer.status as OfferStatus)) throw new Conflict('offer-answered', OFFER_ALREADY_ANSWERED);
  throw new Conflict('offer-closed', OFFER_NO_LONGER_OPEN);
}

/** Either manager of the offer may read its terms. */
export function requireParty(offer: OfferRow | undefined, userId: string): OfferRow {
  if (!offer) throw new Conflict('offer-closed', OFFER_NO_LONGER_OPEN);
  if (offer.to_user_id !== userId && offer.from_user_id !== userId) throw new Conflict('offer-not-yours', OFFER_NOT_YOURS_TO_SEE);
  return offer;
}

/** Only the manager who made an offer may withdraw or renew it, while it is open. */
export function requireOwnOpenOffer(offer: OfferRow | undefined, userId: string): OfferRow {
  if (!offer || offer.from_user_id !== userId) throw new Conflict('offer-not-found', 'You have no offer with that number: /trade list shows yours.');
  return requireOpen(offer);
}

/** A button's custom id names the command, the offer and the action: `trade:<offer id>:<action>`. */
export function offerCustomId(command: string, offerId: string, action: OfferAction): string {
  return `${command}:${offerId}:${action}`;
}
