import type { LeagueState, Player, TrainingCode } from '../model/types.js';
import { violation, type Violation } from '../model/violations.js';
import { hasStaff } from '../staff/has-staff.js';
import { playerById } from '../player-lookup.js';

const POSITION_CODES: readonly TrainingCode[] = ['CB', 'SB', 'CM', 'SM', 'CF'];

export function isPositionCode(code: TrainingCode): code is 'CB' | 'SB' | 'CM' | 'SM' | 'CF' {
  return POSITION_CODES.includes(code);
}

/** Rulebook, "Training": whether this player may follow this plan now (null stops his training). */
export function validateTraining(state: LeagueState, clubId: string, playerId: string, code: TrainingCode | null): Violation[] {
  const player = playerById(state, playerId);
  if (!player) return [violation('unknown-player', 'unknown-player', { id: playerId })];
  if (player.clubId !== clubId) return [violation('not-your-player', 'not-your-player', { player: player.name })];
  if (code === null || code === 'FIT') return [];
  if (player.injuryWeeks > 0) {
    return [violation('training-must-be-fit', 'training-injured', { player: player.name, weeks: player.injuryWeeks })];
  }
  return planViolations(state, clubId, player, code);
}

/** The checks a standing plan must also pass each week. */
export function planViolations(state: LeagueState, clubId: string, player: Player, code: TrainingCode): Violation[] {
  if (code === 'ABL' && (player.potentialReached || player.ability >= 10)) {
    return [violation('training-potential-reached', 'training-potential-reached', { player: player.name })];
  }
  if (!isPositionCode(code)) return [];
  const club = state.clubs[clubId];
  if (!club || !hasStaff(club, 'headCoach')) {
    return [violation('training-needs-head-coach', 'training-needs-head-coach', { player: player.name })];
  }
  if (player.positions[0] === 'GK') {
    return [violation('training-goalkeeper-position', 'training-goalkeeper-position', { player: player.name })];
  }
  if (player.positions.includes(code)) {
    return [violation('training-already-has-position', 'training-already-has-position', { player: player.name, position: code })];
  }
  return [];
}
