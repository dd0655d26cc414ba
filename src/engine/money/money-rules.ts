/**
 * House rules for money the rulebook leaves open (docs/rules.md, "Money").
 */

/** A new club's money: enough for one good signing or a first stand, not both. */
export const STARTING_MONEY = 1_500_000;

/** Whole pounds are rounded to this when a chart value is halved or scaled. */
export const PRICE_STEP = 10_000;

export function roundPrice(amount: number): number {
  return Math.round(amount / PRICE_STEP) * PRICE_STEP;
}
