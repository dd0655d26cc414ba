import type { Dice } from '../dice.js';
import { PRICE_STEP } from '../money/money-rules.js';
import type { LeagueState } from '../model/types.js';
import type { FortuneEvent } from '../model/fortune-events.js';
import { fortuneViolation, type FortuneViolation } from '../model/fortune-violations.js';
import type { FortunesState } from '../model/fortunes-state.js';
import { rankBids, sellToBestPayer, type SealedBid } from './sealed-bids.js';

/** The lot the next auction sells: the top of the pool. */
export function topLot(fortunes: FortunesState): string | null {
  return fortunes.auctionPool[0] ?? null;
}

/**
 * Rulebook (003), Auction and 50% Auction. House rule: the bid is sealed (a
 * week's orders cannot be an open auction), at least one price step, with no
 * reserve; the manager on the 50% Auction square bids in multiples of the step.
 */
export function validateAuctionBid(fortunes: FortunesState, bid: SealedBid, halfPriceClubId: string | null): FortuneViolation[] {
  if (!fortunes.auctionPool.includes(bid.playerId)) return [fortuneViolation('not-in-auction', 'fortune-not-in-pool')];
  if (fortunes.resigned.includes(bid.clubId)) return [fortuneViolation('manager-resigned', 'fortune-resigned-bid')];
  if (!Number.isInteger(bid.amount) || bid.amount < PRICE_STEP) {
    return [fortuneViolation('bid-below-step', 'fortune-bid-below-step', { step: PRICE_STEP })];
  }
  if (bid.clubId === halfPriceClubId && bid.amount % PRICE_STEP !== 0) {
    return [fortuneViolation('bid-not-multiple-of-step', 'fortune-bid-multiple', { step: PRICE_STEP })];
  }
  return [];
}

/**
 * One auction: the top lot goes to the highest bid that can pay; the manager
 * who landed on 50% Auction pays half of his bid if he wins. A lot no one buys
 * goes to the bottom of the pool.
 */
export function runAuction(
  state: LeagueState,
  fortunes: FortunesState,
  bids: readonly SealedBid[],
  halfPriceClubId: string | null,
  dice: Dice,
  events: FortuneEvent[],
): void {
  const playerId = topLot(fortunes);
  if (!playerId) return;
  const offers = bids.filter((b) => b.playerId === playerId && validateAuctionBid(fortunes, b, halfPriceClubId).length === 0);
  const { ranked, tieRolls } = rankBids(
    offers.map(({ clubId, amount }) => ({ clubId, amount })),
    dice,
  );
  const due = (b: { clubId: string; amount: number }) => (b.clubId === halfPriceClubId ? b.amount / 2 : b.amount);
  const sold = sellToBestPayer(state, events, state.players[playerId]!, ranked, due, 'auction-purchase');
  fortunes.auctionPool.shift();
  if (!sold) fortunes.auctionPool.push(playerId);
  events.push({
    type: 'auction',
    playerId,
    clubId: sold?.clubId ?? null,
    bid: sold?.amount ?? 0,
    paid: sold ? due(sold) : 0,
    halfPriceClubId,
    bids: ranked,
    tieRolls,
  });
}
