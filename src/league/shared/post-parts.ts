import type { Division, DivisionIndex } from '../../engine/model/types.js';

export interface ClubRef {
  id: string;
  name: string;
  managerUserId: string | null;
}

/** The names a post's events refer to by id, taken when it is queued. */
export interface PostNames {
  players: Record<string, string>;
  clubs: Record<string, string>;
}

/**
 * A picture the poster renders when it delivers a post, from data the post carries (no image is stored), and
 * attaches to it. A match card draws from the match message itself.
 */
export type PostPicture =
  | { kind: 'match-card' }
  | {
      kind: 'league-positions';
      season: number;
      /** Each division with a manager's club: its clubs and the season's results, round by round. */
      divisions: { index: DivisionIndex; clubIds: string[]; results: Division['results']; managedClubIds: string[] }[];
    };

/** A button under a post: the router sends its custom id back to the command it names. */
export interface OutboxButton {
  customId: string;
  label: string;
  style: 'primary' | 'secondary' | 'success' | 'danger';
  /** Shown but no longer pressable: the post it sits under is settled. */
  disabled?: boolean;
}

/** A post that carries buttons (the outbox poster renders them under its last part). */
export interface WithButtons {
  buttons?: OutboxButton[];
}
