import { squadOf } from '../selection/squad.js';
import type { LeagueState, Player, TrainingCode } from '../model/types.js';
import { validateTraining } from '../training/validate-training.js';

/**
 * Training that fits each player: FIT when injured or carrying a niggle,
 * FRM when out of form, ABL while he can still improve, FRM up to ++ after,
 * then rest. Only changed plans are ordered.
 */
export function aiTraining(
  state: LeagueState,
  clubId: string,
  squad: readonly Player[] = squadOf(state, clubId),
): Record<string, TrainingCode | null> {
  const plans: Record<string, TrainingCode | null> = {};
  for (const player of squad) {
    const plan = planFor(player);
    if (plan === player.training) continue;
    if (validateTraining(state, clubId, player.id, plan).length === 0) plans[player.id] = plan;
  }
  return plans;
}

function planFor(player: Player): TrainingCode {
  if (player.injuryWeeks > 0 || player.niggle) return 'FIT';
  if (player.form === '--' || player.form === '-') return 'FRM';
  if (!player.potentialReached && player.ability < 10) return 'ABL';
  if (player.form !== '++') return 'FRM';
  return 'RST';
}
