import type { OfferRow } from '../../db/tables.js';
import { t, type CatalogueText } from '../../i18n/translate.js';
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

const NOT_YOURS: CatalogueText = { key: 'deal.refusal.notYours' };
const NOT_YOURS_TO_SEE: CatalogueText = { key: 'deal.refusal.notYoursToSee' };
const ALREADY_ANSWERED: CatalogueText = { key: 'deal.refusal.alreadyAnswered' };
const NO_LONGER_OPEN: CatalogueText = { key: 'deal.refusal.noLongerOpen' };
/** The refusals' English sentences, as the league's errors carry them for a log or a test. */
export const OFFER_NOT_YOURS = t('en', NOT_YOURS.key);
export const OFFER_ALREADY_ANSWERED = t('en', ALREADY_ANSWERED.key);
export const OFFER_NO_LONGER_OPEN = t('en', NO_LONGER_OPEN.key);

/** Only the manager the offer was made to may answer it, and only while it is open. */
export function requireAnswerable(offer: OfferRow | undefined, userId: string): OfferRow {
  if (!offer) throw new Conflict('offer-closed', NO_LONGER_OPEN);
  if (offer.to_user_id !== userId) throw new Conflict('offer-not-yours', NOT_YOURS);
  return requireOpen(offer);
}

export function requireOpen(offer: OfferRow): OfferRow {
  if (offer.status === 'open') return offer;
  if (ANSWERED.includes(offer.status as OfferStatus)) throw new Conflict('offer-answered', ALREADY_ANSWERED);
  throw new Conflict('offer-closed', NO_LONGER_OPEN);
}

/** Either manager of the offer may read its terms. */
export function requireParty(offer: OfferRow | undefined, userId: string): OfferRow {
  if (!offer) throw new Conflict('offer-closed', NO_LONGER_OPEN);
  if (offer.to_user_id !== userId && offer.from_user_id !== userId) throw new Conflict('offer-not-yours', NOT_YOURS_TO_SEE);
  return offer;
}

/** Only the manager who made an offer may withdraw or renew it, while it is open. */
export function requireOwnOpenOffer(offer: OfferRow | undefined, userId: string): OfferRow {
  if (!offer || offer.from_user_id !== userId) throw new Conflict('offer-not-found', { key: 'deal.refusal.noSuchOffer' });
  return requireOpen(offer);
}

/** A button's custom id names the command, the offer and the action: `trade:<offer id>:<action>`. */
export function offerCustomId(command: string, offerId: string, action: OfferAction): string {
  return `${command}:${offerId}:${action}`;
}
