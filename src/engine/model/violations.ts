import type { FortuneViolationCode } from './fortune-violations.js';
import type { ViolationReason } from './violation-reasons.js';

export type { ViolationReason } from './violation-reasons.js';

/**
 * An order the rules do not allow: a code for programs, and the reason with the data it names (a player, an amount, a
 * formation), from which the manager's own language makes the sentence that says what is wrong and what to do instead.
 * The engine writes no words.
 */
export interface Violation {
  code: ViolationCode;
  reason: ViolationReason;
  params: ViolationParams;
}

/**
 * What a reason names. Amounts of money and counts are numbers, for the language to format; a param named `role`,
 * `stand`, `position`, `slot`, `tactic` or `kind` holds the engine's id of a staff role, stand, position, winger's slot,
 * tactic or kind of tier, which the language names.
 */
export type ViolationParams = Readonly<Record<string, string | number>>;

export type ViolationCode =
  | 'unknown-player'
  | 'not-your-player'
  | 'player-injured'
  | 'player-niggle'
  | 'training-needs-head-coach'
  | 'training-goalkeeper-position'
  | 'training-already-has-position'
  | 'training-must-be-fit'
  | 'training-potential-reached'
  | 'formation-unknown'
  | 'formation-needs-players'
  | 'lineup-shape'
  | 'lineup-duplicate'
  | 'tactic-not-allowed'
  | 'bid-too-low'
  | 'bid-above-balance'
  | 'bid-not-listed'
  | 'bid-own-player'
  | 'club-in-debt'
  | 'sale-not-allowed'
  | 'build-needs-inner-tier'
  | 'build-mixed-kinds'
  | 'build-seating-rule'
  | 'build-in-progress'
  | 'build-unaffordable'
  | 'build-unknown-stand'
  | 'boxes-need-all-seater'
  | 'staff-already-employed'
  | 'staff-not-employed'
  | 'staff-unaffordable'
  | 'sponsor-not-preseason'
  | 'keep-listed-not-allowed'
  | 'scout-not-employed'
  | 'scout-not-listing-week'
  | 'scout-shift-not-allowed'
  | 'not-in-season'
  | FortuneViolationCode;

export function violation(code: ViolationCode, reason: ViolationReason, params: ViolationParams = {}): Violation {
  return { code, reason, params };
}
