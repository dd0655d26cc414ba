import type { Duel } from './card-match.js';
import type { CardId, Suit } from './cards.js';
import type { Lineup } from './lineup.js';

/** What breaks a trade between managers (section 8). */
export type TradeFaultCode =
  'no-partner' | 'nothing' | 'card-twice' | 'card-not-held' | 'card-already-held' | 'bad-money' | 'short-of-money' | 'no-picture-left';

/**
 * A trade's fault as both its managers may read it: the kind, and whose side it is on ('from' the offering manager,
 * 'to' the other), never which card or how much money.
 */
export interface SharedTradeFault {
  code: TradeFaultCode;
  side: 'from' | 'to' | null;
}

/**
 * What a step did, in order, each draw with its card or roll so a replay can be checked. Events naming a hand's
 * cards before they are revealed (`kept`, `sold-back`) are for their manager only.
 */
export type CardsEvent =
  | { type: 'kept'; managerId: string; cards: CardId[]; discarded: number }
  | { type: 'lots-offered'; lots: CardId[]; drawnCard: CardId | null }
  | { type: 'lot-sold'; lot: CardId; managerId: string; pence: number; cards: CardId[]; tieRoll: number | null }
  | { type: 'lot-unsold'; lot: CardId }
  | { type: 'kept-paid'; managerId: string; pence: number }
  | { type: 'sold-back'; managerId: string; card: CardId; pence: number }
  | { type: 'trade'; fromId: string; toId: string; gave: CardId[]; took: CardId[]; paidPence: number; receivedPence: number; offerId?: string }
  | { type: 'trade-failed'; fromId: string; toId: string; fault: SharedTradeFault; offerId?: string }
  | { type: 'gate-money'; managerId: string; pence: number }
  | { type: 'sheet-chosen'; clubId: string; by: 'orders' | 'standing' | 'ai' }
  | { type: 'dummy-formation'; clubId: string; drawnCard: CardId; tactic: CardId; level: number }
  | {
      type: 'match';
      competition: 'league' | 'cup';
      round: number;
      homeId: string;
      awayId: string;
      homeSheet: Lineup | null;
      awaySheet: Lineup | null;
      duels: Duel[];
      homeLuck: CardId | null;
      awayLuck: CardId | null;
      homeGoals: number;
      awayGoals: number;
    }
  | { type: 'injury'; managerId: string; card: CardId }
  | { type: 'shoot-out'; homeId: string; awayId: string; draws: [CardId, CardId][]; winnerId: string }
  | { type: 'orders-refused'; managerId: string; codes: string[] }
  | { type: 'cup-drawn'; round: number; ties: { homeId: string; awayId: string }[] }
  | { type: 'cup-won'; winnerId: string; runnerUpId: string }
  | { type: 'prize'; managerId: string; pence: number; for: 'league-winner' | 'league-runner-up' | 'cup-winner' | 'cup-runner-up' }
  | { type: 'trophy-points'; managerId: string; points: number; total: number }
  | { type: 'suits-rotated'; order: Suit[] }
  | { type: 'season-ended'; season: number; leagueWinnerId: string; cupWinnerId: string | null }
  | { type: 'game-won'; winnerIds: string[]; points: number };
