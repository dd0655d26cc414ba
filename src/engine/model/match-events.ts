import type { Line } from './types.js';
import type { DetailedEvent } from './detailed-events.js';

export interface LineTotals {
  G: number;
  D: number | null;
  M: number | null;
  A: number | null;
  dStar: number;
  aStar: number;
}

/** A team's ratings for one match (rulebook, "Team Ratings"); D, M and A are null for a non-player team. */
export interface TeamRatings extends LineTotals {
  clubId: string;
  /** Shots on target after the away team's deduction. */
  shots: number;
  formation: string | null;
  depleted: boolean | null;
}

/** Who put the ball in: a squad player, a youth-team filler, or a non-player team's anonymous scorer. */
export type ScorerKind = 'player' | 'youth' | 'anonymous';

/** Events a match engine tells, with every roll that decided them. Minutes run 1 to 90. */
export type MatchEvent =
  | { type: 'team-news'; clubId: string; roll: number; depleted: boolean }
  | { type: 'match-started'; minute: 0; engine: string; home: TeamRatings; away: TeamRatings }
  | {
      type: 'shot';
      minute: number;
      clubId: string;
      opponentId: string;
      line: Line;
      lineRoll: number;
      /** Rolls that picked the shooter from left to right (none for a lone player or a non-player team). */
      pickRolls: number[];
      shooterId: string | null;
      shooterKind: ScorerKind;
      rating: number;
      roll: number;
      /** −1 from midfield, −2 from defence. */
      lineModifier: number;
      /** "Rebound": +2, paid with one unused shot. */
      rebound: boolean;
      total: number;
      keeperRating: number;
      keeperRoll: number;
      saveTotal: number;
      saved: boolean;
      shotsLeft: number;
    }
  | {
      type: 'goal';
      minute: number;
      clubId: string;
      scorerId: string | null;
      scorerKind: ScorerKind;
      /** The assist die; null for a non-player team, whose scorers stay anonymous. */
      assistRoll: number | null;
      assistLine: Line | null;
      assistRolls: number[];
      assistId: string | null;
      assistKind: ScorerKind | null;
      homeGoals: number;
      awayGoals: number;
    }
  | {
      type: 'goal-cancelled';
      minute: number;
      /** The team whose goal was cancelled. */
      clubId: string;
      /** The team that went "Backs to the wall". */
      byClubId: string;
      shotsLeft: number;
      homeGoals: number;
      awayGoals: number;
    }
  | { type: 'full-time'; minute: 90; homeId: string; awayId: string; homeGoals: number; awayGoals: number };

/** Where an engine tells its events: any list that takes them (the week's event log, a test's array). */
export interface MatchEventSink {
  push(event: MatchEvent | DetailedEvent): unknown;
}
