import type { MatchSide } from './match-side.js';
import type { LineTotals } from '../model/match-events.js';

export type { LineTotals } from '../model/match-events.js';

/**
 * Rulebook, "Team Ratings": G is the keeper, D, M and A the line totals;
 * D* = D + M/2 and A* = A + M/2. A non-player team brings D* and A* from its chart.
 */
export function teamRatings(side: MatchSide): LineTotals {
  if (side.kind === 'non-player') {
    return { G: side.goalkeeper, D: null, M: null, A: null, dStar: side.defend, aStar: side.attack };
  }
  let G = 0;
  let D = 0;
  let M = 0;
  let A = 0;
  for (const slot of side.slots) {
    if (slot.line === 'G') G += slot.rating;
    else if (slot.line === 'D') D += slot.rating;
    else if (slot.line === 'M') M += slot.rating;
    else A += slot.rating;
  }
  return { G, D, M, A, dStar: D + M / 2, aStar: A + M / 2 };
}
