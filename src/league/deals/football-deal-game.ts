import { dealProblem, type DealProblem } from '../../engine/deals/check-deal.js';
import type { DealTerms } from '../../engine/deals/terms.js';
import { aiAnswer } from '../../engine/deals/value-rule.js';
import type { LeagueState } from '../../engine/model/types.js';
import { currentState } from '../shared/state-cache.js';
import { dealRuleText } from './deal-rule-text.js';
import { rewriteDealOrders } from './deal-orders.js';
import type { OfferGame } from './offer-game.js';
import { offerView, type OfferView } from './offer-views.js';

const wordedProblem = (problem: DealProblem | null) => (problem ? dealRuleText(problem) : null);

/** Football's deals between managers: transfers and loans, checked and carried out by src/engine/deals. */
export const FOOTBALL_DEALS: OfferGame<LeagueState, DealTerms, OfferView> = {
  read: currentState,
  kind: (terms) => terms.kind,
  offerProblem: (state, terms, offeringClubId) => wordedProblem(dealProblem(state, terms, offeringClubId)),
  problem: (state, terms) => wordedProblem(dealProblem(state, terms)),
  aiAnswer: (state, terms, clubId) => {
    const answer = aiAnswer(state, terms, clubId);
    return { accept: answer.accept, reason: dealRuleText(answer.because) };
  },
  view: offerView,
  writeOrders: rewriteDealOrders,
};
