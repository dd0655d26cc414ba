import type { Player } from '../model/types.js';
import { isGoalkeeper } from './potential.js';

/**
 * Rulebook, "Pre-Season" — Decline: the roll a player of this age needs not to
 * lose 0.5 ability this season. 38+ is the last column.
 */
export const DECLINE_ROLL_REQUIRED = {
  outfield: { 31: 2, 32: 3, 33: 3, 34: 4, 35: 4, 36: 5, 37: 6, 38: 6 },
  goalkeeper: { 34: 2, 35: 3, 36: 4, 37: 5, 38: 6 },
} as const satisfies Record<string, Record<number, number>>;

export const DECLINE_STEP = 0.5;

export function declineRollRequired(player: Pick<Player, 'positions' | 'age'>): number | null {
  const chart: Record<number, number> = isGoalkeeper(player) ? DECLINE_ROLL_REQUIRED.goalkeeper : DECLINE_ROLL_REQUIRED.outfield;
  const first = isGoalkeeper(player) ? 34 : 31;
  if (player.age < first) return null;
  return chart[Math.min(player.age, 38)]!;
}
