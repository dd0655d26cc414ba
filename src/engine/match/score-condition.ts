import type { ScoreCondition } from '../model/types.js';

/** Whether a standing instruction's score condition holds, from the manager's side of the score. */
export function scoreConditionHolds(when: ScoreCondition, own: number, opponent: number): boolean {
  switch (when) {
    case 'always':
      return true;
    case 'behind':
      return own < opponent;
    case 'level-or-behind':
      return own <= opponent;
    case 'level':
      return own === opponent;
    case 'level-or-ahead':
      return own >= opponent;
    case 'ahead':
      return own > opponent;
  }
}
