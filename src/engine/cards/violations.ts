/** A cards order the rules do not allow: a code for programs and a sentence for the manager. */
export interface CardsViolation {
  code: CardsViolationCode;
  message: string;
}

export type CardsViolationCode =
  | 'not-a-manager'
  | 'wrong-phase'
  | 'card-not-in-hand'
  | 'card-used-twice'
  | 'keep-needs-picture'
  | 'sheet-needs-tactic'
  | 'sheet-shape'
  | 'illegal-space'
  | 'keeper-not-ace'
  | 'card-injured'
  | 'bid-unknown-lot'
  | 'bid-not-positive'
  | 'bid-above-money'
  | 'payment-not-accepted'
  | 'payment-leaves-no-picture'
  | 'trade-unknown-manager'
  | 'trade-not-their-card'
  | 'trade-above-money'
  | 'trade-leaves-no-picture';

export function cardsViolation(code: CardsViolationCode, message: string): CardsViolation {
  return { code, message };
}
