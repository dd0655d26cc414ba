import { countsFor, isLoanedIn, playersFor } from '../transfers/loan-policy.js';
import type { Dice } from '../dice.js';
import { roundPrice } from '../money/money-rules.js';
import { transferValue } from '../transfers/transfer-values.js';
import type { LeagueState, Player } from '../model/types.js';
import type { Square } from './board.js';
import type { FortuneEvent } from '../model/fortune-events.js';
import { fortuneViolation, type FortuneViolation } from '../model/fortune-violations.js';
import { BANK_BUYS_AT, BANK_SELLS_AT, fortuneMoney } from './fortunes-money.js';
import type { FortunesState } from '../model/fortunes-state.js';
import { rankBids, sellToBestPayer, type SealedBid } from './sealed-bids.js';
import { leaveClub } from './squad.js';

/** A squad that can still play: eleven players, one of whom can keep goal. */
export const MIN_SQUAD = 11;

/** Rulebook (003): the bank pays three quarters of a player's value, rounded to the price step. */
export function bankBuyingPrice(player: Player): number {
  return roundPrice(transferValue(player) * BANK_BUYS_AT);
}

/** Rulebook (003): a player held by the bank costs at least one and a half times his value. */
export function bankSellingPrice(player: Player): number {
  return transferValue(player) * BANK_SELLS_AT;
}

/** The player goes to the bank, which pays for him at once. */
export function sellToBank(
  state: LeagueState,
  fortunes: FortunesState,
  player: Player,
  cause: 'bank-finance' | 'crisis' | 'bankruptcy',
  events: FortuneEvent[],
): void {
  const clubId = player.clubId!;
  const price = bankBuyingPrice(player);
  leaveClub(state, player);
  fortunes.bank.push(player.id);
  events.push({ type: 'bank-bought', clubId, playerId: player.id, price, cause });
  fortuneMoney(state, events, clubId, price, 'bank-sale', `${player.name} sold to the bank`);
}

/**
 * Rulebook (003), Bank Finance: only on that square, any number of players,
 * so long as the club can carry on playing: eleven players and a goalkeeper.
 * A player on loan is not the borrower's to sell, and his loan's end would
 * leave the side short, so the eleven are the club's own (loan-policy.ts).
 */
export function validateBankFinance(state: LeagueState, clubId: string, square: Square, playerIds: readonly string[]): FortuneViolation[] {
  if (playerIds.length === 0) return [];
  if (square !== 'bank-finance') {
    return [fortuneViolation('not-on-bank-finance', 'fortune-bank-not-this-week')];
  }
  const out: FortuneViolation[] = [];
  for (const id of playerIds) {
    const player = state.players[id];
    if (!player) out.push(fortuneViolation('unknown-player', 'unknown-player', { id }));
    else out.push(...sellProblem(player, clubId));
  }
  if (out.length > 0) return out;
  const kept = playersFor(state, clubId, 'keep-a-side').filter((p) => !playerIds.includes(p.id));
  if (kept.length < MIN_SQUAD) {
    out.push(fortuneViolation('squad-too-small', 'fortune-squad-too-small', { left: kept.length, least: MIN_SQUAD }));
  }
  if (!kept.some((p) => p.positions.includes('GK'))) {
    out.push(fortuneViolation('squad-needs-goalkeeper', 'fortune-squad-needs-goalkeeper'));
  }
  return out;
}

/** Why the club cannot sell this player, to the bank or anyone: he is not its, or it has him only on loan. */
export function sellProblem(player: Player, clubId: string): FortuneViolation[] {
  if (countsFor(player, clubId, 'sell')) return [];
  if (isLoanedIn(player, clubId)) return [fortuneViolation('loaned-in', 'fortune-loaned-in', { player: player.name })];
  return [fortuneViolation('not-your-player', 'not-your-player', { player: player.name })];
}

export function applyBankFinance(state: LeagueState, fortunes: FortunesState, playerIds: readonly string[], events: FortuneEvent[]): void {
  for (const id of playerIds) sellToBank(state, fortunes, state.players[id]!, 'bank-finance', events);
}

export function validateBankBid(state: LeagueState, fortunes: FortunesState, bid: SealedBid): FortuneViolation[] {
  const player = state.players[bid.playerId];
  if (!player || !fortunes.bank.includes(bid.playerId)) {
    return [fortuneViolation('not-in-bank', 'fortune-not-in-bank', { player: player?.name ?? bid.playerId })];
  }
  if (fortunes.resigned.includes(bid.clubId)) return [fortuneViolation('manager-resigned', 'fortune-resigned-bid')];
  const floor = bankSellingPrice(player);
  if (!Number.isInteger(bid.amount) || bid.amount < floor) {
    return [fortuneViolation('bid-below-bank-price', 'fortune-below-bank-price', { player: player.name, price: floor })];
  }
  return [];
}

/**
 * Rulebook (003), Bank Finance: anyone may buy a bank player at any time for
 * 1.5 times his value or more; the banker takes the highest offer, and a
 * bidder who cannot pay is dealt with as at an auction.
 */
export function settleBankBids(state: LeagueState, fortunes: FortunesState, bids: readonly SealedBid[], dice: Dice, events: FortuneEvent[]): void {
  for (const playerId of [...fortunes.bank]) {
    const offers = bids.filter((b) => b.playerId === playerId && validateBankBid(state, fortunes, b).length === 0);
    if (offers.length === 0) continue;
    const player = state.players[playerId]!;
    const { ranked, tieRolls } = rankBids(
      offers.map(({ clubId, amount }) => ({ clubId, amount })),
      dice,
    );
    const sold = sellToBestPayer(state, events, player, ranked, (b) => b.amount, 'bank-purchase');
    if (!sold) continue;
    fortunes.bank = fortunes.bank.filter((id) => id !== playerId);
    events.push({ type: 'bank-sold', clubId: sold.clubId, playerId, price: sold.amount, bids: ranked, tieRolls });
  }
}
