import { SIMILAR_POSITIONS, TRAINING_WEEKS } from '../tables/training.js';
import type { Club, Player, TrainingCode } from '../model/types.js';
import { assistantManagerCounts } from '../staff/has-staff.js';

/** Weeks a plan takes to complete for this player now; null for FIT and RST, which never complete. */
export function trainingWeeks(player: Pick<Player, 'positions'>, code: TrainingCode, club: Pick<Club, 'staff'>, season: number): number | null {
  switch (code) {
    case 'FIT':
    case 'RST':
      return null;
    case 'FRM':
      return TRAINING_WEEKS.FRM;
    case 'ABL':
      return assistantManagerCounts(club, season) ? TRAINING_WEEKS.ABL_WITH_ASSISTANT : TRAINING_WEEKS.ABL;
    default: {
      const similar = SIMILAR_POSITIONS[code].some((p) => player.positions.includes(p));
      return similar ? TRAINING_WEEKS.SIMILAR_POSITION : TRAINING_WEEKS.NEW_POSITION;
    }
  }
}
