import type { ClubOrders, LeagueOrders } from '../engine/orders.js';
import type { LeagueState } from '../engine/types.js';
import { aiOrders } from './engine-port.js';

/**
 * The orders a step runs on. A club without a manager gets the AI manager's.
 * A managed club keeps what its manager ordered; where he left something out,
 * his standing lineup carries over (the engine replaces only a player who
 * cannot play, in his formation), and the AI picks an XI only for a club that
 * has none; the AI also gives a plan to a player who has none, and picks the sponsor
 * deal in pre-season. The AI never spends a manager's money for him.
 */
export function fillOrders(state: LeagueState, stored: LeagueOrders, managed: Set<string>): LeagueOrders {
  const orders: LeagueOrders = {};
  for (const club of Object.values(state.clubs)) {
    if (!club.playerControlled) continue;
    if (!managed.has(club.id)) {
      orders[club.id] = aiOrders(state, club.id);
      continue;
    }
    const own = stored[club.id] ?? {};
    orders[club.id] = withAiGaps(state, club.id, own);
  }
  return orders;
}

function withAiGaps(state: LeagueState, clubId: string, own: ClubOrders): ClubOrders {
  const club = state.clubs[clubId]!;
  // A standing lineup that cannot be played this week is kept: the engine fills only the places it cannot (keepFormation).
  const needsSelection = state.phase === 'season' && !own.selection && club.lineup === null;
  const untrained = Object.values(state.players).filter(
    (p) => p.clubId === clubId && p.training === null && !(own.training && p.id in own.training),
  );
  const needsSponsor = state.phase === 'preseason' && own.sponsorYears === undefined;
  if (!needsSelection && !untrained.length && !needsSponsor) return own;

  const ai = aiOrders(state, clubId);
  const filled: ClubOrders = { ...own };
  if (needsSelection && ai.selection) filled.selection = ai.selection;
  if (untrained.length && ai.training) {
    const plans = Object.fromEntries(untrained.filter((p) => p.id in ai.training!).map((p) => [p.id, ai.training![p.id]!]));
    if (Object.keys(plans).length) filled.training = { ...own.training, ...plans };
  }
  if (needsSponsor && ai.sponsorYears !== undefined) filled.sponsorYears = ai.sponsorYears;
  return filled;
}
