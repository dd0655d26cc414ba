import type { Dice } from '../dice.js';

/** Rulebook, "Form assessment" (and a bought player's form, "Transfers"): 1-3 is -, 4-6 is +. */
export function assessedForm(roll: number): '-' | '+' {
  return roll <= 3 ? '-' : '+';
}

export function rollForm(dice: Dice): { roll: number; form: '-' | '+' } {
  const roll = dice.roll(6);
  return { roll, form: assessedForm(roll) };
}
