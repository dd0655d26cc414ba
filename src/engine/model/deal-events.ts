import type { DealTerms } from './deal-terms.js';

/** Why a deal accepted by both managers was not carried out when the step was played. */
export type DealLapse =
  | 'window-closed'
  | 'club-gone'
  | 'player-moved'
  | 'player-on-loan'
  | 'cannot-afford'
  | 'squad-too-small'
  | 'no-goalkeeper'
  | 'loan-too-long'
  | 'no-immunity-card';

export type DealEvent =
  /** A deal carried out: players moved and money paid (the money also as 'money' events). */
  | { type: 'deal-done'; offerId: string; terms: DealTerms }
  /** An accepted deal the step could not carry out; told privately to both clubs. */
  | { type: 'deal-lapsed'; offerId: string; terms: DealTerms; reason: DealLapse; clubId: string | null; playerId: string | null }
  /** A loan ended: the player is back at the club that owns him. */
  | { type: 'loan-returned'; playerId: string; /** The owner, whose club news it is. */ clubId: string; borrowerId: string };
