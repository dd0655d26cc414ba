import { dealProblem } from '../../engine/deals/check-deal.js';
import type { DealTerms } from '../../engine/deals/terms.js';
import { aiAnswer } from '../../engine/deals/value-rule.js';
import type { LeagueState } from '../../engine/model/types.js';
import { currentState } from '../shared/state-cache.js';
import { rewriteDealOrders } from './deal-orders.js';
import type { OfferGame } from './offer-game.js';
import { offerView, type OfferView } from './offer-views.js';

/** Football's deals between managers: transfers and loans, checked and carried out by src/engine/deals. */
export const FOOTBALL_DEALS: OfferGame<LeagueState, DealTerms, OfferView> = {
  read: currentState,
  kind: (terms) => terms.kind,
  offerProblem: (state, terms, offeringClubId) => dealProblem(state, terms, offeringClubId)?.message ?? null,
  problem: (state, terms) => dealProblem(state, terms)?.message ?? null,
  aiAnswer,
  view: offerView,
  writeOrders: rewriteDealOrders,
};
