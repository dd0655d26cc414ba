import { transferValue } from '../transfers/transfer-values.js';
import type { LeagueState, Player } from '../model/types.js';
import { playersFor } from '../transfers/loan-policy.js';
import { dealProblem, isGoalkeeper, sideAfterDeal, type DealRule, type DealRuleParams } from './check-deal.js';
import { dealImmunity, dealMoves, type DealTerms } from './terms.js';
import { matchesLeft } from './window.js';

/**
 * House rule (docs/rules.md, "Deals between managers", the AI's value rule):
 * how a club the AI manages answers an offer. Values are the engine's
 * transfer values (the rulebook's transfer value chart by ability and age).
 */
export const AI_DEAL_RULE = {
  /** A transfer must bring in this much more than it takes out, players and money together. */
  premium: 1.1,
  /** The AI never lets its squad fall below this many players, two more than the rules' eleven. */
  keepSquad: 13,
  /** Lending: a fee of at least this share of the player's value for each match he is away. */
  lendFeePerMatch: 0.05,
  /** Borrowing: a fee of at most this share of the player's value for each match he plays. */
  borrowFeePerMatch: 0.02,
} as const;

/** Why the AI answers as it does, one sentence each (`deal.rule.<rule>` in the catalogue), or the deal's broken rule. */
export type AiDealRule =
  | 'ai-keeps-squad'
  | 'ai-keeps-immunity'
  | 'ai-lend-fee-enough'
  | 'ai-lend-fee-least'
  | 'ai-borrow-fee-fair'
  | 'ai-borrow-fee-most'
  | 'ai-worth-more'
  | 'ai-wants-premium';

export interface AiAnswer {
  accept: boolean;
  /** The one sentence the offering manager is told, as its rule and what it names. */
  because: { rule: AiDealRule | DealRule; params: DealRuleParams };
}

function answer(accept: boolean, rule: AiDealRule, params: DealRuleParams = {}): AiAnswer {
  return { accept, because: { rule, params } };
}

/**
 * House rule: a youth-team player is listed at the rulebook's flat £100,000,
 * but a transfer takes him off the youth team and he is then worth his
 * ability and age. The AI values him at the higher of the two, so it never
 * sells (or lends) a 17-year-old rated 7.0, worth £400,000 the moment he
 * moves, at the youth price.
 */
export function aiPlayerValue(player: Player): number {
  const listed = transferValue(player);
  return player.youthTeam ? Math.max(listed, transferValue({ ...player, youthTeam: undefined })) : listed;
}

/** What one side of a deal brings the AI club, in pounds: players it receives at their value, and money. */
function valueFor(state: LeagueState, terms: DealTerms, clubId: string): { inward: number; outward: number } {
  let inward = 0;
  let outward = 0;
  if (terms.kind === 'transfer') {
    for (const move of dealMoves(terms)) {
      const value = aiPlayerValue(state.players[move.playerId]!);
      if (move.to === clubId) inward += value;
      else outward += value;
    }
    const paidToAi = terms.toClubId === clubId ? terms.money : -terms.money;
    if (paidToAi > 0) inward += paidToAi;
    else outward -= paidToAi;
  }
  return { inward, outward };
}

/** The AI club's answer to an offer made to it: yes when the deal is legal, keeps its squad and pays by the rule. */
export function aiAnswer(state: LeagueState, terms: DealTerms, aiClubId: string): AiAnswer {
  const problem = dealProblem(state, terms);
  if (problem) return { accept: false, because: { rule: problem.rule, params: problem.params } };
  const side = sideAfterDeal(state, terms, aiClubId);
  const clubSize = playersFor(state, aiClubId, 'keep-a-side').length;
  if (side.length < Math.min(AI_DEAL_RULE.keepSquad, clubSize) || !side.some(isGoalkeeper)) {
    return answer(false, 'ai-keeps-squad', { least: AI_DEAL_RULE.keepSquad });
  }
  if (dealImmunity(terms)?.giver === aiClubId) {
    return answer(false, 'ai-keeps-immunity');
  }
  if (terms.kind === 'loan') {
    const value = aiPlayerValue(state.players[terms.playerId]!);
    const matches = terms.matches ?? matchesLeft(state);
    if (terms.ownerId === aiClubId) {
      const least = Math.ceil(value * AI_DEAL_RULE.lendFeePerMatch * matches);
      return terms.fee >= least ? answer(true, 'ai-lend-fee-enough') : answer(false, 'ai-lend-fee-least', { fee: least });
    }
    const most = Math.floor(value * AI_DEAL_RULE.borrowFeePerMatch * matches);
    return terms.fee <= most ? answer(true, 'ai-borrow-fee-fair') : answer(false, 'ai-borrow-fee-most', { fee: most });
  }
  const { inward, outward } = valueFor(state, terms, aiClubId);
  return inward >= outward * AI_DEAL_RULE.premium
    ? answer(true, 'ai-worth-more')
    : answer(false, 'ai-wants-premium', { percent: Math.round((AI_DEAL_RULE.premium - 1) * 100) });
}
