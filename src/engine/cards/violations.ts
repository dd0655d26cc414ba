/**
 * A cards order the rules do not allow: a code for programs, and the reason with the data it names (cards by their
 * codes, money in pounds), from which the manager's own language makes the sentence (`violation.<reason>`).
 */
export interface CardsViolation {
  code: CardsViolationCode;
  reason: CardsViolationReason;
  params: Readonly<Record<string, string | number>>;
}

/** Why a cards order is refused, one reason for each sentence a manager can be shown; a code may have several. */
export const CARDS_VIOLATION_REASONS = [
  'cards-not-a-manager',
  'cards-offer-once',
  'cards-offer-leaves-no-picture',
  'cards-not-in-hand',
  'cards-keep-wrong-phase',
  'cards-keep-once',
  'cards-keep-needs-picture',
  'cards-no-lots',
  'cards-bid-unknown-lot',
  'cards-bid-not-positive',
  'cards-payment-not-accepted',
  'cards-bid-once',
  'cards-bid-above-money',
  'cards-trade-unknown-manager',
  'cards-trade-not-their-card',
  'cards-trade-money-negative',
  'cards-trade-above-money',
  'cards-trade-leaves-no-picture',
  'cards-sheet-needs-tactic',
  'cards-sheet-shape',
  'cards-sheet-card-once',
  'cards-keeper-not-ace',
  'cards-illegal-space',
  'cards-card-injured',
  'cards-offered-cannot-play',
  'cards-withdraw-no-bid',
] as const;
export type CardsViolationReason = (typeof CARDS_VIOLATION_REASONS)[number];

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

export function cardsViolation(code: CardsViolationCode, reason: CardsViolationReason, params: CardsViolation['params'] = {}): CardsViolation {
  return { code, reason, params };
}
