import type { ViolationReason } from './violation-reasons.js';

/** A Football Fortunes order the rules do not allow: a code, and the reason with what it names (see Violation). */
export interface FortuneViolation {
  code: FortuneViolationCode;
  reason: ViolationReason;
  params: Readonly<Record<string, string | number>>;
}

export type FortuneViolationCode =
  | 'unknown-player'
  | 'not-your-player'
  | 'loaned-in'
  | 'not-on-bank-finance'
  | 'squad-too-small'
  | 'squad-needs-goalkeeper'
  | 'not-in-bank'
  | 'bid-below-bank-price'
  | 'not-in-auction'
  | 'bid-below-step'
  | 'bid-not-multiple-of-step'
  | 'manager-resigned'
  | 'not-a-fortunes-league'
  | 'unknown-section'
  | 'no-immunity-card';

export function fortuneViolation(code: FortuneViolationCode, reason: ViolationReason, params: FortuneViolation['params'] = {}): FortuneViolation {
  return { code, reason, params };
}
