import type { CupCompetition } from './cup-competitions.js';
import type { CupStepKind, PlayedTie, Tie } from './cups-state.js';

/** How one kick was read: by the classic house rule, or by the detailed engine's PK reading (detailed-kick.ts). */
export type KickReading =
  | {
      engine: 'classic';
      /** Taker's ability + d6 + the penalty spot's bonus. */
      shot: number;
      /** Keeper's ability + d6; the kick is saved when this is equal or higher, as in open play. */
      save: number;
      scored: boolean;
    }
  | {
      engine: 'detailed';
      /** Two d8 read as 11 to 88. */
      roll: number;
      /** The taker's PK reading with the keeper's adjustment: a goal on 11 up to this. */
      target: number;
      scored: boolean;
    };

export type PenaltyKick = KickReading & {
  clubId: string;
  playerId: string | null;
  suddenDeath: boolean;
};

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
