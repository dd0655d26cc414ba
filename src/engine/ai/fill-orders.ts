import type { ClubOrders, LeagueOrders } from '../model/orders.js';
import { squadsByClub } from '../selection/squad.js';
import type { LeagueState, Player } from '../model/types.js';
import { aiOrders } from './ai-orders.js';

/**
 * The orders a step runs on: the one policy of the bot, the sim, the benches
 * and the property tests. A player-controlled club without a manager gets the
 * AI manager's orders. A managed club keeps what its manager ordered; where he
 * left something out, his standing lineup carries over (the engine replaces
 * only a player who cannot play, in his formation), and the AI picks an XI
 * only for a club that has none; the AI also gives a plan to a player who has
 * none, and picks the sponsor deal in pre-season. The AI never spends a
 * manager's money for him. A league with no manager (the sim) is all AI.
 */
export function fillOrders(state: LeagueState, stored: LeagueOrders, managed: ReadonlySet<string>): LeagueOrders {
  const orders: LeagueOrders = {};
  const squads = squadsByClub(state);
  for (const club of Object.values(state.clubs)) {
    if (!club.playerControlled) continue;
    orders[club.id] = managed.has(club.id)
      ? managedClubOrders(state, club.id, stored[club.id] ?? {}, squads.of(club.id))
      : aiOrders(state, club.id, squads.of(club.id));
  }
  return orders;
}

/** A managed club's orders with the gaps the AI fills: an XI when it has none, a plan for a player without one, the sponsor deal. */
export function managedClubOrders(state: LeagueState, clubId: string, own: ClubOrders, squad?: readonly Player[]): ClubOrders {
  const club = state.clubs[clubId]!;
  // A standing lineup that cannot be played this week is kept: the engine fills only the places it cannot (keepFormation).
  const needsSelection = state.phase === 'season' && !own.selection && club.lineup === null;
  const untrained = Object.values(state.players).filter((p) => p.clubId === clubId && p.training === null && !(own.training && p.id in own.training));
  const needsSponsor = state.phase === 'preseason' && own.sponsorYears === undefined;
  if (!needsSelection && !untrained.length && !needsSponsor) return own;

  const ai = squad ? aiOrders(state, clubId, squad) : aiOrders(state, clubId);
  const filled: ClubOrders = { ...own };
  if (needsSelection && ai.selection) filled.selection = ai.selection;
  if (untrained.length && ai.training) {
    const plans = Object.fromEntries(untrained.filter((p) => p.id in ai.training!).map((p) => [p.id, ai.training![p.id]!]));
    if (Object.keys(plans).length) filled.training = { ...own.training, ...plans };
  }
  if (needsSponsor && ai.sponsorYears !== undefined) filled.sponsorYears = ai.sponsorYears;
  return filled;
}

/** Every player-controlled club played by the AI: the sim's and the benches' orders. */
export function allAiOrders(state: LeagueState): LeagueOrders {
  return fillOrders(state, {}, new Set());
}
