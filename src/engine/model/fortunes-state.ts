import type { Square } from './fortune-squares.js';

/** Rulebook (003), "The Equipment": six Immunity cards, held by the bank. */
export const IMMUNITY_CARDS = 6;

/**
 * What a Football Fortunes game keeps beside the league. Players held by the
 * bank or in the auction pool belong to no club (clubId null) and are not on
 * the transfer list.
 */
export interface FortunesState {
  /** Each manager's square on the board (an index of BOARD; 0 is Start). */
  positions: Record<string, number>;
  /** The square each manager stands on for the coming week, rolled when it opened; empty between seasons. */
  squares: Record<string, Square>;
  immunity: { bank: number; held: Record<string, number> };
  /** Players sold to the bank, for sale at 150% of value or more. */
  bank: string[];
  /** The auction pool, top lot first. */
  auctionPool: string[];
  /** Clubs in debt when a week was played, and the deadline (season, week) to clear it by. */
  debts: Record<string, { season: number; week: number }>;
  /** Managers who resigned bankrupt: out of the running, their clubs field youth fillers. */
  resigned: string[];
}

export function newFortunesState(clubIds: readonly string[]): FortunesState {
  return {
    positions: Object.fromEntries(clubIds.map((id) => [id, 0])),
    squares: {},
    immunity: { bank: IMMUNITY_CARDS, held: {} },
    bank: [],
    auctionPool: [],
    debts: {},
    resigned: [],
  };
}
