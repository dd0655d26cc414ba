import type { Player } from '../model/types.js';

/**
 * Rulebook, "Pre-Season" — Potential: the roll a player needs to keep room to improve.
 * Up to and including 30 (outfield) or 33 (goalkeepers); older players have reached it.
 */
export const POTENTIAL_ROLL_REQUIRED: Readonly<Record<number, number>> = {
  5.5: 1,
  6: 2,
  6.5: 2,
  7: 3,
  7.5: 3,
  8: 4,
  8.5: 4,
  9: 5,
  9.5: 6,
};

export const POTENTIAL_LAST_AGE = { outfield: 30, goalkeeper: 33 } as const;

export function isGoalkeeper(player: Pick<Player, 'positions'>): boolean {
  return player.positions[0] === 'GK';
}

/**
 * The roll needed, or null when no roll is made: a 5 cannot fail (house rule:
 * the chart starts at 5.5 on 1+, so 5 needs no more), a 10 has nothing left
 * to reach, and a player past the age limit has reached his potential.
 */
export function potentialRollRequired(player: Pick<Player, 'positions' | 'ability' | 'age'>): number | 'reached' | null {
  const lastAge = isGoalkeeper(player) ? POTENTIAL_LAST_AGE.goalkeeper : POTENTIAL_LAST_AGE.outfield;
  if (player.age > lastAge || player.ability >= 10) return 'reached';
  if (player.ability < 5.5) return null;
  return POTENTIAL_ROLL_REQUIRED[player.ability] ?? null;
}
