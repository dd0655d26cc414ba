import { pounds } from '../money/format.js';
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
  if (!club.playerControlled) return [violation('bid-not-listed', 'Only a player-controlled club can bid for players.')];
  if (club.balance < 0) return [violation('club-in-debt', 'Your club is in debt: it cannot buy players until the balance is back above zero.')];
  const out: Violation[] = [];
  for (const bid of bids) {
    const listing = state.market.find((l) => l.playerId === bid.playerId);
    const name = playerById(state, bid.playerId)?.name ?? bid.playerId;
    if (!listing) {
      out.push(violation('bid-not-listed', `${name} is not on the transfer list; bid only for listed players.`));
    } else if (listing.sellerId === clubId) {
      out.push(violation('bid-own-player', `${name} is your own player; take him off the list instead of bidding.`));
    } else if (!Number.isInteger(bid.amount) || bid.amount < listing.askingPrice) {
      out.push(violation('bid-too-low', `The asking price for ${name} is ${pounds(listing.askingPrice)}; bid at least that.`));
    } else if (bid.amount > club.balance) {
      out.push(violation('bid-above-balance', `Your bid of ${pounds(bid.amount)} for ${name} is more than the club's ${pounds(club.balance)}.`));
    }
  }
  const total = bids.reduce((sum, bid) => sum + bid.amount, 0);
  if (out.length === 0 && total > club.balance) {
    out.push(
      violation(
        'bid-above-balance',
        `Your bids add up to ${pounds(total)} but the club has ${pounds(club.balance)}; every bid could win, so bid for fewer players.`,
      ),
    );
  }
  if (new Set(bids.map((b) => b.playerId)).size !== bids.length) {
    out.push(violation('bid-too-low', 'Bid once for each player; give your highest offer.'));
  }
  return out;
}
