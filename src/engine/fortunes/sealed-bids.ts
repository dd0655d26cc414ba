import type { Dice } from '../dice.js';
import type { LeagueState, Player } from '../model/types.js';
import type { FortuneEvent, RankedBid } from '../model/fortune-events.js';
import { fortuneMoney } from './fortunes-money.js';
import { joinClub } from './squad.js';

export interface SealedBid {
  clubId: string;
  playerId: string;
  amount: number;
}

/**
 * Rulebook (003): sealed bids, the highest wins. House rule, as in Dugout's
 * transfers: equal bids roll a d6 each, again among those still equal, so the
 * whole order is known for the next-bid rule.
 */
export function rankBids(bids: readonly RankedBid[], dice: Dice): { ranked: RankedBid[]; tieRolls: number[] } {
  const tieRolls: number[] = [];
  const amounts = [...new Set(bids.map((b) => b.amount))].sort((a, b) => b - a);
  const ranked = amounts.flatMap((amount) =>
    breakTie(
      bids.filter((b) => b.amount === amount),
      dice,
      tieRolls,
    ),
  );
  return { ranked, tieRolls };
}

function breakTie(tied: RankedBid[], dice: Dice, tieRolls: number[]): RankedBid[] {
  if (tied.length <= 1) return tied;
  const rolls = tied.map(() => dice.roll(6));
  tieRolls.push(...rolls);
  const faces = [...new Set(rolls)].sort((a, b) => b - a);
  return faces.flatMap((face) =>
    breakTie(
      tied.filter((_, i) => rolls[i] === face),
      dice,
      tieRolls,
    ),
  );
}

/**
 * Rulebook (003), Auction: a winner who cannot pay when called to forfeits
 * half his cash to the bank, rounded up, and the sale goes on without him, to
 * the next bid. Returns the bid that bought the player, or null.
 */
export function sellToBestPayer(
  state: LeagueState,
  events: FortuneEvent[],
  player: Player,
  ranked: readonly RankedBid[],
  price: (bid: RankedBid) => number,
  reason: 'bank-purchase' | 'auction-purchase',
): RankedBid | null {
  for (const bid of ranked) {
    const club = state.clubs[bid.clubId]!;
    const due = price(bid);
    if (club.balance >= due) {
      fortuneMoney(state, events, bid.clubId, -due, reason, `${player.name} bought`);
      joinClub(state, player, bid.clubId);
      return bid;
    }
    const forfeit = Math.max(0, Math.ceil(club.balance / 2));
    events.push({ type: 'bid-forfeit', clubId: bid.clubId, playerId: player.id, bid: bid.amount, forfeit });
    fortuneMoney(state, events, bid.clubId, -forfeit, 'auction-forfeit', `Could not pay ${due} for ${player.name}`);
  }
  return null;
}
