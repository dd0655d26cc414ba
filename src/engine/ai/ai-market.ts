import { isTooGood } from '../end-of-season/too-good.js';
import type { ClubOrders } from '../orders.js';
import { squadOf } from '../selection/squad.js';
import type { LeagueState, Player, Position } from '../types.js';
import { AI_POLICY } from './ai-policy.js';

/**
 * One bid a week, for the listed player who improves the squad most for the
 * money: better by a clear margin than the weakest player of his position (or
 * filling a thin position), young enough, not retiring, and not too good to
 * keep in the division. The bid carries the premium that beats a 6.
 */
export function aiBids(state: LeagueState, clubId: string): NonNullable<ClubOrders['bids']> {
  const club = state.clubs[clubId]!;
  const budget = club.balance - AI_POLICY.reserve;
  const squad = squadOf(state, clubId);
  if (budget <= 0 || squad.length >= AI_POLICY.squadSize) return [];
  let best: { playerId: string; amount: number; gain: number } | null = null;
  for (const listing of state.market) {
    if (listing.sellerId === clubId || (listing.listedSeason === state.season && listing.listedWeek === state.week)) continue;
    const player = state.players[listing.playerId];
    if (!player || player.retiring || player.age > AI_POLICY.maximumSigningAge || isTooGood(player.ability, club.division)) continue;
    const amount = listing.askingPrice + AI_POLICY.bidPremium;
    if (amount > budget) continue;
    const gain = improvement(squad, player);
    if (gain < AI_POLICY.minimumImprovement) continue;
    const score = gain / amount;
    if (!best || score > best.gain / best.amount) best = { playerId: player.id, amount, gain };
  }
  return best ? [{ playerId: best.playerId, amount: best.amount }] : [];
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
export function aiSales(state: LeagueState, clubId: string): NonNullable<ClubOrders['sales']> {
  const squad = squadOf(state, clubId);
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
