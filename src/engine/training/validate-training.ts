import { plural } from '../../plural.js';
import type { LeagueState, Player, TrainingCode } from '../model/types.js';
import { violation, type Violation } from '../model/violations.js';
import { hasStaff } from '../staff/has-staff.js';
import { playerById } from '../player-lookup.js';

const POSITION_NAMES: Record<string, string> = {
  CB: 'Centre Back',
  SB: 'Side Back',
  CM: 'Central Midfield',
  SM: 'Side Midfield',
  CF: 'Centre Forward',
};

export function isPositionCode(code: TrainingCode): code is 'CB' | 'SB' | 'CM' | 'SM' | 'CF' {
  return code in POSITION_NAMES;
}

/** Rulebook, "Training": whether this player may follow this plan now (null stops his training). */
export function validateTraining(state: LeagueState, clubId: string, playerId: string, code: TrainingCode | null): Violation[] {
  const player = playerById(state, playerId);
  if (!player) return [violation('unknown-player', `There is no player with id ${playerId}.`)];
  if (player.clubId !== clubId) return [violation('not-your-player', `${player.name} does not play for your club.`)];
  if (code === null || code === 'FIT') return [];
  if (player.injuryWeeks > 0) {
    return [
      violation(
        'training-must-be-fit',
        `${player.name} is injured for ${plural(player.injuryWeeks, 'more week')} and must do fitness training (FIT) until he is fit.`,
      ),
    ];
  }
  return planViolations(state, clubId, player, code);
}

/** The checks a standing plan must also pass each week. */
export function planViolations(state: LeagueState, clubId: string, player: Player, code: TrainingCode): Violation[] {
  if (code === 'ABL' && (player.potentialReached || player.ability >= 10)) {
    return [
      violation(
        'training-potential-reached',
        `${player.name} has reached his potential and cannot improve his ability; train him for form or a position instead.`,
      ),
    ];
  }
  if (!isPositionCode(code)) return [];
  const club = state.clubs[clubId];
  if (!club || !hasStaff(club, 'headCoach')) {
    return [
      violation(
        'training-needs-head-coach',
        `Training a new position needs a Head Coach; hire one first, or train ${player.name} for form or ability.`,
      ),
    ];
  }
  if (player.positions[0] === 'GK') {
    return [violation('training-goalkeeper-position', `${player.name} is a goalkeeper; only outfield players train for new positions.`)];
  }
  if (player.positions.includes(code)) {
    return [violation('training-already-has-position', `${player.name} already plays ${POSITION_NAMES[code]}.`)];
  }
  return [];
}
