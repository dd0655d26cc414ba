import type { Duel } from './card-match.js';
import type { CardId, Suit } from './cards.js';
import type { Lineup } from './lineup.js';

/**
 * What a step did, in order, each draw with its card or roll so a replay can be checked. Events naming a hand's
 * cards before they are revealed (`kept`, `sold-back`) are for their manager only.
 */
export type CardsEvent =
  | { kind: 'kept'; managerId: string; cards: CardId[]; discarded: number }
  | { kind: 'lots-offered'; lots: CardId[]; drawnCard: CardId | null }
  | { kind: 'lot-sold'; lot: CardId; managerId: string; pence: number; cards: CardId[]; tieRoll: number | null }
  | { kind: 'lot-unsold'; lot: CardId }
  | { kind: 'kept-paid'; managerId: string; pence: number }
  | { kind: 'sold-back'; managerId: string; card: CardId; pence: number }
  | { kind: 'trade'; fromId: string; toId: string; gave: CardId[]; took: CardId[]; paidPence: number; receivedPence: number }
  | { kind: 'trade-failed'; fromId: string; toId: string; reason: string }
  | { kind: 'gate-money'; managerId: string; pence: number }
  | { kind: 'sheet-chosen'; clubId: string; by: 'orders' | 'standing' | 'ai' }
  | { kind: 'dummy-formation'; clubId: string; drawnCard: CardId; tactic: CardId; level: number }
  | {
      kind: 'match';
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
  | { kind: 'injury'; managerId: string; card: CardId }
  | { kind: 'shoot-out'; homeId: string; awayId: string; draws: [CardId, CardId][]; winnerId: string }
  | { kind: 'orders-refused'; managerId: string; codes: string[] }
  | { kind: 'cup-drawn'; round: number; ties: { homeId: string; awayId: string }[] }
  | { kind: 'cup-won'; winnerId: string; runnerUpId: string }
  | { kind: 'prize'; managerId: string; pence: number; for: 'league-winner' | 'league-runner-up' | 'cup-winner' | 'cup-runner-up' }
  | { kind: 'trophy-points'; managerId: string; points: number; total: number }
  | { kind: 'suits-rotated'; order: Suit[] }
  | { kind: 'season-ended'; season: number; leagueWinnerId: string; cupWinnerId: string | null }
  | { kind: 'game-won'; winnerIds: string[]; points: number };
