import type { Dice } from '../dice.js';
import type { Form } from '../types.js';

/** Rulebook, "Form assessment" (and a bought player's form, "Transfers"): 1-3 is -, 4-6 is +. */
export function assessedForm(roll: number): Form {
  return roll <= 3 ? '-' : '+';
}

export function rollForm(dice: Dice): { roll: number; form: Form } {
  const roll = dice.roll(6);
  return { roll, form: assessedForm(roll) };
}
