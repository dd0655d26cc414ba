import type { Square } from '../fortunes/board.js';
import type { CupTie } from './cup.js';
import type { MatchSides } from './line-up.js';
import type { Section } from './star-card.js';

/** What a turn of Football Fortunes leaves behind, for the channel, the manager and the sim. */
export type GameEvent =
  | { type: 'moved'; clubId: string; roll: number; to: number; square: Square }
  | { type: 'card'; clubId: string; table: 'luck' | 'selection-problems'; roll: number; text: string; immunityUsed: boolean }
  | { type: 'money'; clubId: string; amount: number; reason: MoneyReason }
  | { type: 'player-lost'; clubId: string; cardId: string }
  | { type: 'immunity-issued'; clubId: string }
  | { type: 'crisis'; clubId: string; section: Section; cardId: string | null }
  | { type: 'sold-to-bank'; clubId: string; cardId: string; price: number }
  | { type: 'bought'; clubId: string; cardId: string; price: number; from: 'auction' | 'bank' }
  | { type: 'unsold'; cardId: string }
  | { type: 'forfeit'; clubId: string; amount: number }
  | { type: 'resigned'; clubId: string }
  | { type: 'deal'; kind: 'transfer' | 'loan'; cardId: string; fromId: string; toId: string; offerId?: string }
  | {
      type: 'deal-failed';
      kind: 'transfer' | 'loan' | 'immunity';
      cardId?: string;
      fromId: string;
      toId: string;
      problem: DealProblem;
      offerId?: string;
    }
  | { type: 'immunity-sold'; fromId: string; toId: string; offerId?: string }
  | { type: 'loan-ended'; cardId: string; ownerId: string; borrowerId: string }
  | { type: 'league-result'; round: number; homeId: string; awayId: string; homeGoals: number; awayGoals: number; sides: MatchSides }
  | { type: 'cup-tie'; tie: CupTie }
  | { type: 'cup-ceased'; competition: CupTie['competition'] }
  | { type: 'season-ended'; season: number; championId: string; points: Record<string, number> }
  | { type: 'game-over'; winnerIds: string[]; points: Record<string, number> };

/** Why a deal between managers cannot be made (manager-deals.ts). */
export type DealProblem = 'window-closed' | 'not-playing' | 'not-his' | 'cannot-pay' | 'not-a-manager' | 'bad-terms' | 'no-immunity';

export type MoneyReason = 'wages' | 'sponsorship' | 'card' | 'crisis-fine' | 'gate' | 'bank-sale' | 'purchase' | 'forfeit' | 'deal';
