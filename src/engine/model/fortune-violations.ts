/** A Football Fortunes order the rules do not allow: a code, and a sentence saying what to do instead. */
export interface FortuneViolation {
  code: FortuneViolationCode;
  message: string;
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

export function fortuneViolation(code: FortuneViolationCode, message: string): FortuneViolation {
  return { code, message };
}
