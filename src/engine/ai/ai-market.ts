import { countsFor } from '../transfers/loan-policy.js';
import { isTooGood } from '../end-of-season/too-good.js';
import type { ClubOrders } from '../model/orders.js';
import { squadOf } from '../selection/squad.js';
import { transferValue } from '../transfers/transfer-values.js';
import type { LeagueState, Player } from '../model/types.js';
import { AI_POLICY } from './ai-policy.js';

/**
 * A bid a week (two when rich), for the listed players who improve the squad
 * most for the money: better by a clear margin than the weakest player of
 * their position (or filling a thin position), young enough, not retiring,
 * and not too good to keep in the division. Each bid carries the premium that
 * beats a 6, and together they stay within the budget.
 */
export function aiBids(state: LeagueState, clubId: string, squad: readonly Player[] = squadOf(state, clubId)): NonNullable<ClubOrders['bids']> {
  const club = state.clubs[clubId]!;
  let budget = club.balance - AI_POLICY.reserve;
  const rich = club.balance >= AI_POLICY.richFrom;
  const room = AI_POLICY.squadSize - squad.length;
  const own = squad.filter((p) => countsFor(p, clubId, 'rank'));
  const most = Math.min(room, rich ? AI_POLICY.richBidsPerWeek : AI_POLICY.bidsPerWeek);
  const margin = rich ? AI_POLICY.richMinimumImprovement : AI_POLICY.minimumImprovement;
  if (budget <= 0 || most <= 0) return [];
  const candidates: { playerId: string; amount: number; score: number }[] = [];
  for (const listing of state.market) {
    if (listing.sellerId === clubId || (listing.listedSeason === state.season && listing.listedWeek === state.week)) continue;
    const player = state.players[listing.playerId];
    if (!player || player.retiring || player.age > AI_POLICY.maximumSigningAge || isTooGood(player.ability, club.division)) continue;
    const amount = listing.askingPrice + AI_POLICY.bidPremium;
    const gain = improvement(own, player);
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
function improvement(squad: readonly Player[], player: Player): number {
  const position = player.positions[0]!;
  const same = squad.filter((p) => p.positions.includes(position)).sort((a, b) => b.ability - a.ability);
  const needed = AI_POLICY.coverPerPosition[position];
  if (same.length < needed) return player.ability - 5;
  return player.ability - same[needed - 1]!.ability;
}

/**
 * Surplus goes on the list at full value: beyond the squad size, the weakest
 * player of the deepest position, when he is not needed for cover. A club in
 * debt raises money fast: its most valuable player it can spare goes for a
 * quick sale, and any it has listed at full value are switched to quick.
 */
export function aiSales(state: LeagueState, clubId: string, fielded: readonly Player[] = squadOf(state, clubId)): NonNullable<ClubOrders['sales']> {
  // The AI sells, and counts its cover and surplus, among its own players at home (loan-policy.ts).
  const squad = fielded.filter((p) => countsFor(p, clubId, 'rank'));
  const listings = new Map(state.market.map((l) => [l.playerId, l]));
  const unlisted = squad.filter((p) => !listings.has(p.id) && countsFor(p, clubId, 'sell'));
  const sales: NonNullable<ClubOrders['sales']> = [];
  const spare = (player: Player) => {
    const position = player.positions[0]!;
    // A player already on the list may go this week: he is no cover.
    const left = squad.filter((p) => p.positions[0] === position && !listings.has(p.id) && !sales.some((s) => s.playerId === p.id)).length;
    return left > AI_POLICY.coverPerPosition[position];
  };
  if (state.clubs[clubId]!.balance < 0) {
    for (const player of squad) if (listings.get(player.id)?.mode === 'full') sales.push({ playerId: player.id, mode: 'quick' });
    const dearest = [...unlisted].sort((a, b) => transferValue(b) - transferValue(a) || a.id.localeCompare(b.id)).find(spare);
    if (dearest) sales.push({ playerId: dearest.id, mode: 'quick' });
    return sales;
  }
  const surplus = squad.length - AI_POLICY.squadSize;
  const weakestFirst = [...unlisted].sort((a, b) => a.ability - b.ability || b.age - a.age);
  for (const player of weakestFirst) {
    if (sales.length >= surplus) break;
    if (spare(player)) sales.push({ playerId: player.id, mode: 'full' });
  }
  return sales;
}
