import type { DivisionIndex, Line, SlotPosition, Tactics } from '../model/types.js';

/** One player in a selected XI, with his rating for this match (rulebook, "Selection"). */
export interface RatedSlot {
  /** null is a youth-team filler: rated 5, keeps no stats. */
  playerId: string | null;
  line: Line;
  slot: SlotPosition;
  /** Match ability: ability, ±0.5 for ++/-- form, −1.0 out of position, never above 10. */
  rating: number;
}

/** What a team brings to a match, whichever engine plays it. */
export type MatchSide =
  | {
      kind: 'player';
      clubId: string;
      /** Left to right within each line; exactly one slot on line G. */
      slots: RatedSlot[];
      formation: string;
      tactics: Tactics;
      /** Detailed engine: the substitutes, up to seven, one of them a keeper (line G). */
      bench?: RatedSlot[];
    }
  | {
      kind: 'non-player';
      clubId: string;
      division: DivisionIndex;
      depleted: boolean;
      goalkeeper: number;
      /** D* and A* from the non-player chart for home or away, full or depleted. */
      defend: number;
      attack: number;
    };

export interface GoalRecord {
  clubId: string;
  minute: number;
  /** null when the scorer is anonymous (a non-player team) or a youth-team filler. */
  scorerId: string | null;
  assistId: string | null;
  ownGoal?: boolean;
}

/** The part of a match the rest of the game reads, whichever engine played it. */
export interface MatchOutcome {
  homeGoals: number;
  awayGoals: number;
  goals: GoalRecord[];
  /** Ids of the players who took part, starters and substitutes, both sides. */
  appeared: string[];
}
