import type { CupCompetition } from './competitions.js';
import type { Tie } from './draw.js';
import type { PenaltyKick } from './shoot-out.js';
import type { CupStepKind, PlayedTie } from './cups-state.js';

/** The events of the cups, each with what decided it. */
export type CupEvent =
  | { type: 'cup-step-started'; season: number; week: number; kind: CupStepKind }
  | {
      type: 'cup-draw';
      competition: CupCompetition;
      season: number;
      round: number;
      rounds: number;
      ties: (Tie & { neutral: boolean })[];
      byes: string[];
    }
  | { type: 'cup-tie-started'; competition: CupCompetition; round: number; homeId: string; awayId: string; neutral: boolean }
  | {
      type: 'cup-shoot-out';
      competition: CupCompetition;
      round: number;
      homeId: string;
      awayId: string;
      kicks: PenaltyKick[];
      homeScore: number;
      awayScore: number;
      decidedByDie: boolean;
    }
  | ({ type: 'cup-tie' } & PlayedTie & { chart?: { roll: [number, number]; margin: number } })
  | { type: 'cup-won'; competition: CupCompetition; season: number; winnerId: string; runnerUpId: string };
