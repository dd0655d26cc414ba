import type { Player } from '../model/types.js';
import { isGoalkeeper } from './potential.js';

/**
 * Rulebook, "Pre-Season" — Retirement: the roll a player of this age needs to
 * play on after this season. An outfield player of 40 must retire; a goalkeeper
 * can keep playing forever but must roll a six each year from 39.
 */
export const RETIREMENT_ROLL_REQUIRED = {
  outfield: { 33: 2, 34: 3, 35: 3, 36: 4, 37: 5, 38: 6, 39: 6, 40: 'must' },
  goalkeeper: { 35: 2, 36: 3, 37: 4, 38: 5, 39: 6, 40: 6 },
} as const satisfies Record<string, Record<number, number | 'must'>>;

export function retirementRollRequired(player: Pick<Player, 'positions' | 'age'>): number | 'must' | null {
  const goalkeeper = isGoalkeeper(player);
  const chart: Record<number, number | 'must'> = goalkeeper ? RETIREMENT_ROLL_REQUIRED.goalkeeper : RETIREMENT_ROLL_REQUIRED.outfield;
  const first = goalkeeper ? 35 : 33;
  if (player.age < first) return null;
  return chart[Math.min(player.age, 40)]!;
}
