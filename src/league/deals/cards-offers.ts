import type { CardId } from '../../engine/cards/cards.js';
import type { LeagueDeps } from '../deps.js';
import { InvalidInput } from '../errors.js';
import { MAX_AMOUNT } from '../shared/input-checks.js';
import { CARDS_DEALS, type CardsOfferState } from './cards-deal-game.js';
import type { CardsDealTerms } from './cards-deal-terms.js';
import { makeOffer, type OfferOutcome, type OfferTarget } from './offers.js';

export interface CardsOfferInput {
  leagueId: string;
  userId: string;
  to: OfferTarget;
  /** The offering manager's cards, by code (9H, TS, KD). */
  give: CardId[];
  /** The other manager's cards. */
  get: CardId[];
  /** Money the offering manager pays, and money he asks, in pence. */
  payPence: number;
  receivePence: number;
}

function checkPence(amount: number): number {
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT * 100) {
    throw new InvalidInput({ key: 'deal.refusal.cardsMoney' });
  }
  return amount;
}

/** `/trade offer` in a cards league: cards either way or both, with money either way. */
export async function offerCards(deps: LeagueDeps, input: CardsOfferInput): Promise<OfferOutcome> {
  const payPence = checkPence(input.payPence);
  const receivePence = checkPence(input.receivePence);
  if (payPence > 0 && receivePence > 0) throw new InvalidInput({ key: 'deal.refusal.oneWay' });
  return makeOffer<CardsOfferState, CardsDealTerms>(deps, input, CARDS_DEALS, (_state, own, other) => ({
    kind: 'cards',
    fromId: own,
    toId: other,
    give: [...input.give],
    take: [...input.get],
    payPence,
    receivePence,
  }));
}
