import type { DivisionIndex, Lineup, SlotPosition, TrainingCode } from './types.js';
import type { Violation } from './violations.js';

/** One place of a manager's XI the AI filled: who could not play it (null: a youth-team filler) and who plays it instead. */
export interface LineupChange {
  /** The place's index in lineupSlots order: the goalkeeper first, then line by line. */
  place: number;
  slot: SlotPosition;
  outId: string | null;
  inId: string | null;
  /** Why: he is injured, no longer at the club, an empty place (a player who left, or a filler no longer needed), or fit but left out of an XI picked anew. */
  reason: 'injured' | 'left' | 'filler' | 'reshuffled';
}

export type LineupSource = 'order' | 'standing' | 'kept-formation' | 'auto';

export type InjuryOutcome = number | 'Tr';

/** A row of the results chart (tables/results.ts), as a non-player match's event names it. */
export type ResultsRow = 'close' | '+3 home' | '+3 away' | '+5 home' | '+5 away';

/** Events of the match week's phases around the match (training, selection, injuries, results). */
export type WeekEvent =
  | { type: 'training-blocked'; playerId: string; clubId: string; code: TrainingCode; reason: Violation }
  /** A plan ordered that changes the player's plan (null: no training). */
  | { type: 'training-plan'; playerId: string; clubId: string; from: TrainingCode | null; to: TrainingCode | null }
  /** A week of RST: he cannot be injured this week. */
  | { type: 'rested'; playerId: string; clubId: string }
  | { type: 'order-rejected'; clubId: string; order: 'training' | 'selection'; violations: Violation[] }
  | {
      type: 'lineup-chosen';
      clubId: string;
      /** kept-formation: his pick, with the places of players who could not play filled by the AI. */
      source: LineupSource;
      lineup: Lineup;
      changes?: LineupChange[];
    }
  | {
      type: 'injury';
      playerId: string;
      clubId: string;
      /** The two dice that found him injured (11 or 12). */
      roll: [number, number];
      /** The two dice read on the selected or unselected row. */
      tableRoll: [number, number];
      selected: boolean;
      outcome: InjuryOutcome;
      /** Weeks out after the Club Doctor; 0 for a niggle. */
      weeks: number;
      clubDoctor: boolean;
    }
  | { type: 'injury-recovered'; playerId: string; clubId: string }
  | {
      type: 'result';
      division: DivisionIndex;
      round: number;
      homeId: string;
      awayId: string;
      homeGoals: number;
      awayGoals: number;
      /** How a game between two non-player teams was decided (rulebook, "Results"); null when it was played. */
      chart: { row: ResultsRow; roll: [number, number]; margin: number; scoreRoll: number } | null;
    };
