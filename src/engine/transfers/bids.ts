import type { ClubOrders } from '../model/orders.js';
import type { LeagueState } from '../model/types.js';
import { violation, type Violation } from '../model/violations.js';
import { playerById } from '../player-lookup.js';

/**
 * Checks a club's bids: the player is on the list and not the club's own, the
 * bid reaches the asking price, and the club has the money for all its bids at
 * once (a club cannot spend money it does not have; in debt it cannot buy).
 */
export function validateBids(state: LeagueState, clubId: string, orders: ClubOrders): Violation[] {
  const bids = orders.bids ?? [];
  const club = state.clubs[clubId];
  if (!club || bids.length === 0) return [];
  if (!club.playerControlled) return [violation('bid-not-listed', 'bid-not-player-club')];
  if (club.balance < 0) return [violation('club-in-debt', 'bid-in-debt')];
  const out: Violation[] = [];
  for (const bid of bids) {
    const listing = state.market.find((l) => l.playerId === bid.playerId);
    const name = playerById(state, bid.playerId)?.name ?? bid.playerId;
    if (!listing) {
      out.push(violation('bid-not-listed', 'bid-not-listed', { player: name }));
    } else if (listing.sellerId === clubId) {
      out.push(violation('bid-own-player', 'bid-own-player', { player: name }));
    } else if (!Number.isInteger(bid.amount) || bid.amount < listing.askingPrice) {
      out.push(violation('bid-too-low', 'bid-too-low', { player: name, price: listing.askingPrice }));
    } else if (bid.amount > club.balance) {
      out.push(violation('bid-above-balance', 'bid-above-balance', { amount: bid.amount, player: name, balance: club.balance }));
    }
  }
  const total = bids.reduce((sum, bid) => sum + bid.amount, 0);
  if (out.length === 0 && total > club.balance) {
    out.push(violation('bid-above-balance', 'bids-above-balance', { total, balance: club.balance }));
  }
  if (new Set(bids.map((b) => b.playerId)).size !== bids.length) {
    out.push(violation('bid-too-low', 'bid-twice'));
  }
  return out;
}
