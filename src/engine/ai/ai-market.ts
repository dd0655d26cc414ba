import { isTooGood } from '../end-of-season/too-good.js';
import type { ClubOrders } from '../orders.js';
import { squadOf } from '../selection/squad.js';
import type { LeagueState, Player, Position } from '../types.js';
import { AI_POLICY } from './ai-policy.js';

/**
 * A bid a week (two when rich), for the listed players who improve the squad
 * most for the money: better by a clear margin than the weakest player of
 * their position (or filling a thin position), young enough, not retiring,
 * and not too good to keep in the division. Each bid carries the premium that
 * beats a 6, and together they stay within the budget.
 */
export function aiBids(state: LeagueState, clubId: string, squad: Player[] = squadOf(state, clubId)): NonNullable<ClubOrders['bids']> {
  const club = state.clubs[clubId]!;
  let budget = club.balance - AI_POLICY.reserve;
  const rich = club.balance >= AI_POLICY.richFrom;
  const room = AI_POLICY.squadSize - squad.length;
  const most = Math.min(room, rich ? AI_POLICY.richBidsPerWeek : AI_POLICY.bidsPerWeek);
  const margin = rich ? AI_POLICY.richMinimumImprovement : AI_POLICY.minimumImprovement;
  if (budget <= 0 || most <= 0) return [];
  const candidates: { playerId: string; amount: number; score: number }[] = [];
  for (const listing of state.market) {
    if (listing.sellerId === clubId || (listing.listedSeason === state.season && listing.listedWeek === state.week)) continue;
    const player = state.players[listing.playerId];
    if (!player || player.retiring || player.age > AI_POLICY.maximumSigningAge || isTooGood(player.ability, club.division)) continue;
    const amount = listing.askingPrice + AI_POLICY.bidPremium;
    const gain = improvement(squad, player);
    if (amount > budget || gain < margin) continue;
    candidates.push({ playerId: player.id, amount, score: gain / amount });
  }
  candidates.sort((a, b) => b.score - a.score || a.playerId.localeCompare(b.playerId));
  const bids: NonNullable<ClubOrders['bids']> = [];
  for (const c of candidates) {
    if (bids.length >= most) break;
    if (c.amount > budget) continue;
    bids.push({ playerId: c.playerId, amount: c.amount });
    budget -= c.amount;
  }
  return bids;
}

/** How much better he is than the weakest of the regulars in his position; a thin position counts him in full. */
function improvement(squad: Player[], player: Player): number {
  const position = player.positions[0]!;
  const same = squad.filter((p) => p.positions.includes(position)).sort((a, b) => b.ability - a.ability);
  const needed = AI_POLICY.coverPerPosition[position];
  if (same.length < needed) return player.ability - 5;
  return player.ability - same[needed - 1]!.ability;
}

/**
 * Surplus goes on the list at full value: beyond the squad size, the weakest
 * player of the deepest position, when he is not needed for cover.
 */
export function aiSales(state: LeagueState, clubId: string, squad: Player[] = squadOf(state, clubId)): NonNullable<ClubOrders['sales']> {
  const listed = new Set(state.market.map((l) => l.playerId));
  const unlisted = squad.filter((p) => !listed.has(p.id));
  const surplus = squad.length - AI_POLICY.squadSize;
  if (surplus <= 0) return [];
  const sales: NonNullable<ClubOrders['sales']> = [];
  const count = (pos: Position) => squad.filter((p) => p.positions[0] === pos && !sales.some((s) => s.playerId === p.id)).length;
  const candidates = [...unlisted].sort((a, b) => a.ability - b.ability || b.age - a.age);
  for (const player of candidates) {
    if (sales.length >= surplus) break;
    const position = player.positions[0]!;
    if (count(position) <= AI_POLICY.coverPerPosition[position]) continue;
    sales.push({ playerId: player.id, mode: 'full' });
  }
  return sales;
}
