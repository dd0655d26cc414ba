import type { LineupChange } from './selection/keep-formation.js';
import type { LineupSource } from './selection/lineup-to-play.js';
import type { InjuryOutcome } from './tables/injuries.js';
import type { ResultsRow } from './tables/results.js';
import type { DivisionIndex, Lineup, TrainingCode } from './types.js';
import type { Violation } from './violations.js';

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
