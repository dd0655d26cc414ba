import type { FortuneOrders } from './fortune-order-types.js';
import type { DealOrder } from './deal-terms.js';
import type { Lineup, SaleMode, StaffRole, StandId, StandKind, Tactics, TrainingCode, Position } from './types.js';

/** What a manager may ask of the Chief Scout for his club's weekly listing (rulebook, "Chief Scout"). */
export type ScoutRequest =
  | { facet: 'age'; shift: -2 | -1 | 1 | 2 }
  | { facet: 'position'; shift: -1 | 1 }
  | { facet: 'ability'; shift: -1 | 1 }
  | { facet: 'prefer'; position?: Position; younger?: boolean; better?: boolean };

/** One club's orders for one week. Anything left out keeps its standing value. */
export interface ClubOrders {
  /** New training plans by player id; players not named keep their plan. */
  training?: Record<string, TrainingCode | null>;
  selection?: { lineup: Lineup; tactics?: Tactics };
  bids?: { playerId: string; amount: number }[];
  /** List a player at full value or for a quick sale, switch between them, or take him off the list. */
  sales?: { playerId: string; mode: SaleMode | 'unlist' }[];
  builds?: { stand: StandId; tier: 1 | 2 | 3; kind: StandKind }[];
  executiveBoxes?: boolean;
  hire?: StaffRole[];
  fire?: StaffRole[];
  /**
   * Pre-season only: players listed at their own request last season who stay on the list. The others come off
   * (rulebook, "Players requesting transfer": "removed from the transfer list for the next season if you so desire").
   */
  keepListed?: string[];
  /** Pre-season only: a one-year or a two-year sponsor deal. */
  sponsorYears?: 1 | 2;
  scout?: ScoutRequest;
  /** Football Fortunes: the choices of his square, sealed bids to the bank and the auction, a debt's order of sales. */
  fortune?: FortuneOrders;
  /** Deals between managers accepted by both, carried out at the start of the step (src/engine/deals). */
  deals?: DealOrder[];
}

export type LeagueOrders = Record<string, ClubOrders>;
