/** Rulebook, "Non-player Opponent": a die of 1-4 fields the full team, 5-6 the depleted one. */
export const DEPLETED_FROM_ROLL = 5;

export function isDepleted(roll: number): boolean {
  return roll >= DEPLETED_FROM_ROLL;
}
