import type { EngineEvent } from '../../engine/model/events.js';
import type { DivisionIndex } from '../../engine/model/types.js';
import type { ClubRef } from './post-parts.js';

/** One line of the week's story about one club, told by the channel in words. */
export type Headline =
  | { kind: 'big-win'; club: ClubRef; opponent: ClubRef; goalsFor: number; goalsAgainst: number; home: boolean }
  | { kind: 'signing'; club: ClubRef; player: string; fee: number; fromClub: string | null }
  | {
      kind: 'injury';
      club: ClubRef;
      /** The longest injury; `more` the club's other long ones of the week, longest first (absent in older posts). */
      playerId: string;
      weeks: number;
      more?: { playerId: string; weeks: number }[];
    }
  | { kind: 'race'; club: ClubRef; division: DivisionIndex; position: number; points: number; leaderGap: number }
  | { kind: 'stand-opened'; club: ClubRef; stand: Extract<EngineEvent, { type: 'build-completed' }>['stand'] };
