import type { LeagueState } from '../engine/types.js';
import { WEEKS_PER_SEASON } from '../engine/types.js';

/** A step's number within its season, for its seed: pre-season 0, the weeks 1 to 14, the end of season 15. */
export function stepNumber(state: Pick<LeagueState, 'phase' | 'week'>): number {
  if (state.phase === 'preseason') return 0;
  if (state.phase === 'season') return state.week;
  return WEEKS_PER_SEASON + 1;
}
