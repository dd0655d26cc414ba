import type { DealEvent } from './deal-events.js';
import type { Square } from './fortune-squares.js';
import type { Section } from './fortune-sections.js';
import type { LedgerReason } from './types.js';
import type { GameStanding } from './game-standing.js';

export type CardTable = 'luck' | 'selection-problems';

export type FortuneLedgerReason =
  | 'fortune-wages'
  | 'fortune-sponsorship'
  | 'fortune-fine'
  | 'fortune-windfall'
  | 'bank-sale'
  | 'bank-purchase'
  | 'auction-purchase'
  | 'auction-forfeit';

export interface RankedBid {
  clubId: string;
  amount: number;
}

/**
 * Every Football Fortunes outcome, with the dice that decided it, as the
 * football engine tells its own (events.ts).
 */
export type FortuneEvent =
  | { type: 'fortune-moved'; clubId: string; from: number; roll: number; to: number; square: Square; passedStart: boolean }
  /** A change of a club's money: the ledger's own event (money/ledger.ts). */
  | { type: 'money'; clubId: string; amount: number; reason: LedgerReason; detail: string; balance: number }
  | { type: 'fortune-quiet'; clubId: string; square: 'start' | 'sunday' }
  | { type: 'fortune-card'; clubId: string; table: CardTable; roll: number; text: string; cancelledByImmunity: boolean }
  /** A card that found no one to act on (no fit player, no player in the section, no card left in the bank). */
  | { type: 'fortune-card-void'; clubId: string; table: CardTable; roll: number }
  | { type: 'fortune-injury'; clubId: string; playerId: string; weeks: number }
  | { type: 'fortune-player-lost'; clubId: string; playerId: string; to: 'auction-pool' }
  | { type: 'fortune-retirement'; clubId: string; playerId: string }
  | { type: 'immunity-issued'; clubId: string; bankLeft: number }
  | { type: 'immunity-used'; clubId: string; bankLeft: number }
  | { type: 'immunity-passed'; fromClubId: string; toClubId: string }
  | { type: 'crisis'; clubId: string; section: Section; chosenBy: 'manager' | 'ai'; playerId: string | null }
  | { type: 'wages-paid'; clubId: string; strength: number; amount: number }
  | { type: 'bank-bought'; clubId: string; playerId: string; price: number; cause: 'bank-finance' | 'crisis' | 'bankruptcy' }
  | { type: 'bank-sold'; clubId: string; playerId: string; price: number; bids: RankedBid[]; tieRolls: number[] }
  | {
      type: 'auction';
      playerId: string;
      /** The winner, or null when no one could buy him: he goes to the bottom of the pool. */
      clubId: string | null;
      bid: number;
      /** What the winner paid: the bid, or half of it for the manager on the 50% Auction square. */
      paid: number;
      halfPriceClubId: string | null;
      bids: RankedBid[];
      tieRolls: number[];
    }
  | { type: 'auction-pool-opened'; playerIds: string[] }
  | { type: 'bid-forfeit'; clubId: string; playerId: string; bid: number; forfeit: number }
  | { type: 'debt-noted'; clubId: string; balance: number; deadline: { season: number; week: number } }
  | { type: 'debt-cleared'; clubId: string }
  | { type: 'manager-resigned'; clubId: string; debt: number; toAuctionPool: string[] }
  /** A resignation ends the manager's loans both ways (loan-policy.ts). */
  | Extract<DealEvent, { type: 'loan-returned' }>
  /** The squares rolled for the coming week are in 'fortune-moved'; this marks a week's landings being played. */
  | { type: 'fortune-week'; season: number; week: number }
  /** A square's order that could not stand when the week was played (the squad changed since). */
  | { type: 'fortune-order-void'; clubId: string; order: 'bank-sales'; reason: string }
  | { type: 'game-points'; season: number; standings: GameStanding[] }
  | { type: 'game-ended'; season: number; standings: GameStanding[] };
