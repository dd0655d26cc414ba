import type { Violation } from './violations.js';
import type { DivisionIndex, Listing, Position, SaleMode, StaffRole, StandId, StandKind } from './types.js';

export interface Attendance {
  clubId: string;
  round: number;
  opponentId: string;
  hardcore: number;
  awayFans: number;
  /** Wins in a row before this game. */
  winsInARow: number;
  fairweather: number;
  opponentDraw: number;
  demand: number;
  capacity: number;
  attendance: number;
  tickets: number;
  boxes: number;
}

/** The pre-season dice of one player, each with the roll it needed to pass; null where none was rolled. */
export interface AgeingRolls {
  potential: { roll: number; needed: number } | null;
  decline: { roll: number; needed: number } | null;
  retirement: { roll: number; needed: number } | null;
}

/**
 * The events of money, the stadium, staff, the transfer market, pre-season and
 * the end of season, each with the dice that decided it.
 */
export type SeasonEvent =
  | { type: 'season-order-rejected'; clubId: string; order: 'stadium' | 'staff' | 'bids' | 'sales' | 'sponsor' | 'scout'; violations: Violation[] }
  | ({ type: 'attendance' } & Attendance)
  | { type: 'build-started'; clubId: string; stand: StandId; tiers: number[]; kind: StandKind; cost: number; weeks: number }
  | { type: 'build-completed'; clubId: string; stand: StandId }
  | { type: 'boxes-fitted'; clubId: string; cost: number }
  | { type: 'staff-hired'; clubId: string; role: StaffRole }
  | { type: 'staff-fired'; clubId: string; role: StaffRole }
  | { type: 'youth-joined'; clubId: string; playerId: string; name: string; position: Position; positionRoll: number; ability: number }
  | {
      type: 'player-listed';
      playerId: string;
      name: string;
      age: number;
      position: Position;
      ability: number;
      listing: Listing;
      /** For a player from the transfer chart: the dice of his three facets. */
      rolls?: { age: [number, number]; position: number; ability: [number, number] };
      scout?: { clubId: string; facet: 'age' | 'position' | 'ability'; shift: number };
    }
  | { type: 'sale-changed'; playerId: string; clubId: string; mode: SaleMode | 'unlist'; askingPrice: number }
  | { type: 'transfer-roll'; playerId: string; roll: number; bidders: string[] }
  | { type: 'sealed-bids'; playerId: string; bids: { clubId: string; amount: number }[]; floor: number; tieRoll?: number[] }
  | { type: 'transferred'; playerId: string; name: string; fromClubId: string | null; toClubId: string | null; fee: number; formRoll?: number }
  | { type: 'transfer-request'; playerId: string; clubId: string; gamesMissed: number; games: number }
  /** Pre-season: last season's request kept on the list by the club's order, or taken off. */
  | { type: 'transfer-request-settled'; playerId: string; clubId: string; kept: boolean }
  | { type: 'potential-reached'; playerId: string; clubId: string | null; roll: number | null; needed: number | null }
  | { type: 'declined'; playerId: string; clubId: string | null; roll: number; needed: number; from: number; to: number }
  | { type: 'retiring'; playerId: string; clubId: string | null; roll: number | null; needed: number | null }
  | { type: 'retired'; playerId: string; name: string; clubId: string | null }
  /** Every ageing roll of a player (potential, decline, retirement), at the age he rolled them. */
  | ({ type: 'ageing-rolled'; playerId: string; clubId: string | null; age: number } & AgeingRolls)
  | { type: 'division-ranked'; division: DivisionIndex; order: string[] }
  | { type: 'preseason-started'; season: number }
  | { type: 'form-assessed'; playerId: string; clubId: string; roll: number; form: '-' | '+' }
  | { type: 'sponsor-signed'; clubId: string; name: string; amount: number; years: 1 | 2; roll: number; modifier: number; total: number }
  | { type: 'sponsor-continues'; clubId: string; name: string }
  | { type: 'season-ended'; season: number }
  | {
      type: 'division-simmed';
      division: DivisionIndex;
      rolls: { for: 'champion' | 'runner-up' | 'bottom' | 'second-bottom'; total: number; ranking: number; clubId: string; rerolled: boolean }[];
    }
  | { type: 'division-finished'; division: DivisionIndex; order: string[]; promoted: string[]; relegated: string[] }
  | { type: 'champions'; clubId: string; runnerUpId: string };
