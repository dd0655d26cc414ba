import type { LeagueState } from '../model/types.js';
import type { Violation } from '../model/violations.js';
import { validateAuctionBid } from './auction.js';
import { sellProblem, validateBankBid, validateBankFinance } from './bank.js';
import { AUCTION_SQUARES, type Square } from './board.js';
import { fortuneViolation, type FortuneViolation } from '../model/fortune-violations.js';
import type { FortunesState } from '../model/fortunes-state.js';
import { immunityHeld } from '../immunity.js';
import { SECTIONS } from './squad.js';
import { activeManagers } from './turn.js';
import type { FortuneOrders } from '../model/fortune-order-types.js';

export type { FortuneBid, FortuneOrders } from '../model/fortune-order-types.js';

export interface AuctionLot {
  playerId: string;
  /** The manager whose square it is; on the 50% Auction square he bids in steps and pays half. */
  clubId: string;
  halfPrice: boolean;
}

/** The lots this week's auction squares sell, in turn, top of the pool first (docs/rules.md, Auctions). */
export function auctionLots(fortunes: FortunesState): AuctionLot[] {
  const on = activeManagers(fortunes).filter((id) => AUCTION_SQUARES.includes(fortunes.squares[id]!));
  return on.flatMap((clubId, i) => {
    const playerId = fortunes.auctionPool[i];
    return playerId ? [{ playerId, clubId, halfPrice: fortunes.squares[clubId] === 'half-price-auction' } as AuctionLot] : [];
  });
}

export function squareOf(fortunes: FortunesState, clubId: string): Square | null {
  return fortunes.squares[clubId] ?? null;
}

/** Why a club's Football Fortunes orders cannot stand, or nothing; the same check runs when they are given and played. */
export function validateFortuneOrders(state: LeagueState, clubId: string, orders: FortuneOrders | undefined): Violation[] {
  if (!orders) return [];
  const fortunes = state.fortunes;
  if (!fortunes) return [asViolation(fortuneViolation('not-a-fortunes-league', 'not-a-fortunes-league'))];
  if (fortunes.resigned.includes(clubId)) return [asViolation(fortuneViolation('manager-resigned', 'fortune-resigned-orders'))];
  const square = squareOf(fortunes, clubId);
  const out: FortuneViolation[] = [];
  if (orders.crisisSection !== undefined && !SECTIONS.includes(orders.crisisSection)) {
    out.push(fortuneViolation('unknown-section', 'fortune-unknown-section'));
  }
  if (orders.useImmunity && immunityHeld(fortunes, clubId) === 0) {
    out.push(fortuneViolation('no-immunity-card', 'fortune-no-immunity'));
  }
  if (orders.bankSales?.length) {
    out.push(...validateBankFinance(state, clubId, square ?? 'start', orders.bankSales));
  }
  for (const bid of orders.bankBids ?? []) out.push(...validateBankBid(state, fortunes, { clubId, ...bid }));
  const lots = auctionLots(fortunes);
  for (const bid of orders.auctionBids ?? []) {
    const lot = lots.find((l) => l.playerId === bid.playerId);
    if (!lot) {
      out.push(fortuneViolation('not-in-auction', 'fortune-not-a-lot'));
      continue;
    }
    out.push(...validateAuctionBid(fortunes, { clubId, ...bid }, lot.halfPrice ? lot.clubId : null));
  }
  for (const id of orders.debtSales ?? []) {
    const player = state.players[id];
    if (!player) out.push(fortuneViolation('not-your-player', 'fortune-own-players-only'));
    else out.push(...sellProblem(player, clubId));
  }
  return out.map(asViolation);
}

function asViolation(v: FortuneViolation): Violation {
  return { code: v.code, reason: v.reason, params: v.params };
}
