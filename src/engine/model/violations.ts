import type { FortuneViolationCode } from './fortune-violations.js';

/**
 * An order the rules do not allow: a code for programs and a sentence for the
 * manager that says what is wrong and what to do instead.
 */
export interface Violation {
  code: ViolationCode;
  message: string;
}

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

export function violation(code: ViolationCode, message: string): Violation {
  return { code, message };
}
