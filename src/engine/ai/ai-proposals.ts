import { AI_POLICY } from '../ai/ai-policy.js';
import type { LeagueState, Player, Position } from '../model/types.js';
import { countsFor, playersFor } from '../transfers/loan-policy.js';
import type { DealTerms } from '../deals/terms.js';
import { aiPlayerValue } from '../deals/value-rule.js';
import { dealsOpen } from '../deals/window.js';

/**
 * The offers AI clubs make to each other when AI-to-AI deals are on (the
 * simulator's --deals): each week a quarter of the clubs, in turn, tries to
 * buy cover for its thinnest position from the club deepest in it, at the
 * player's value and 15% over, which the value rule (value-rule.ts) may
 * accept. Pure and deterministic: the same state gives the same offers.
 */
export const AI_OFFER_PREMIUM = 1.15;

function naturalPosition(player: Player): Position {
  return player.positions[0]!;
}

function depth(squad: readonly Player[], position: Position): number {
  return squad.filter((p) => naturalPosition(p) === position).length - AI_POLICY.coverPerPosition[position];
}

export function aiDealProposals(state: LeagueState, clubIds: readonly string[]): DealTerms[] {
  if (!dealsOpen(state)) return [];
  const squads = new Map(clubIds.map((id) => [id, playersFor(state, id, 'rank')]));
  const offers: DealTerms[] = [];
  const positions = Object.keys(AI_POLICY.coverPerPosition) as Position[];
  clubIds.forEach((buyerId, index) => {
    if ((index + state.week) % 4 !== 0) return;
    const squad = squads.get(buyerId)!;
    const thinnest = [...positions].sort((a, b) => depth(squad, a) - depth(squad, b) || a.localeCompare(b))[0]!;
    if (depth(squad, thinnest) >= 0) return;
    const seller = clubIds
      .filter((id) => id !== buyerId)
      .map((id) => ({ id, depth: depth(squads.get(id)!, thinnest) }))
      .filter((s) => s.depth > 0)
      .sort((a, b) => b.depth - a.depth || a.id.localeCompare(b.id))[0];
    if (!seller) return;
    const player = squads
      .get(seller.id)!
      .filter((p) => naturalPosition(p) === thinnest && countsFor(p, seller.id, 'sell'))
      .sort((a, b) => aiPlayerValue(a) - aiPlayerValue(b) || a.id.localeCompare(b.id))[0]!;
    const money = Math.ceil((aiPlayerValue(player) * AI_OFFER_PREMIUM) / 1_000) * 1_000;
    if (state.clubs[buyerId]!.balance - money < AI_POLICY.reserve) return;
    offers.push({ kind: 'transfer', fromClubId: buyerId, toClubId: seller.id, give: [], get: [player.id], money });
  });
  return offers;
}
