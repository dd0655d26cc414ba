import type { ClubOrders } from '../model/orders.js';
import { bestLineup } from '../selection/best-lineup.js';
import { lineupSlots } from '../selection/lineup-slots.js';
import { fitPlayers, squadOf } from '../selection/squad.js';
import { hasStaff } from '../staff/has-staff.js';
import type { Formation, LeagueState, Lineup, Player, Tactics } from '../model/types.js';
import { validateOrders } from '../validate.js';
import { aiBoxes, aiBuilds, aiSponsorYears, aiStaff } from './ai-ground.js';
import { aiBids, aiSales } from './ai-market.js';
import { AI_POLICY } from './ai-policy.js';
import { aiTraining } from './ai-training.js';
import { aiFortuneOrders } from '../fortunes/ai-fortune-orders.js';

const ATTACKING: readonly Formation[] = ['4-3-3', '3-4-3', '4-2-4'];
const DEFENSIVE: readonly Formation[] = ['4-5-1', '5-4-1'];
const PLAYERS_IN_A_TEAM = 11;

/**
 * The AI manager's orders for one club: used for clubs with no manager,
 * managers who did not submit, and the sim. Pure and deterministic: the same
 * state gives the same orders. Each part is kept only if it is legal.
 * `squad` is the club's squad, for a caller that already has it.
 */
export function aiOrders(state: LeagueState, clubId: string, squad: readonly Player[] = squadOf(state, clubId)): ClubOrders {
  const club = state.clubs[clubId];
  if (!club?.playerControlled) return {};
  if (state.phase === 'preseason') {
    return keepLegal(state, clubId, {
      ...aiStaff(state, club),
      builds: aiBuilds(state, club),
      sponsorYears: aiSponsorYears(club),
      ...(state.fortunes ? { fortune: aiFortuneOrders(state, clubId) } : {}),
    });
  }
  const orders = keepLegal(state, clubId, {
    training: aiTraining(state, clubId, squad),
    bids: aiBids(state, clubId, squad),
    sales: aiSales(state, clubId, squad),
    builds: aiBuilds(state, club),
    ...(aiBoxes(state, club) ? { executiveBoxes: true } : {}),
    ...(hasStaff(club, 'chiefScout') ? { scout: { facet: 'prefer', better: true } as const } : {}),
    ...aiStaff(state, club),
    ...(state.fortunes ? { fortune: aiFortuneOrders(state, clubId) } : {}),
  });
  // The best XI is legal by construction, and its tactics suit its formation.
  const lineup = bestLineup(state, clubId, undefined, likelyToStay(state, squad));
  // An XI that needs youth-team fillers is left to kick-off: a player signed in this week's transfers phase
  // would make the fillers illegal, and the kick-off pick is the best XI of whoever is there.
  if (lineup && !usesYouthFillers(lineup)) orders.selection = { lineup, tactics: tacticsFor(lineup.formation) };
  return orders;
}

/**
 * The players the XI is picked from: those sure to be at the club at kick-off.
 * Every listing on the market when the week starts is rolled in its transfers
 * phase, before selection (rulebook, "Signings"), so a listed player may be
 * gone by then, and an XI naming him would be refused. When the others cannot
 * make eleven fit players, listed ones make up the number (youth-team fillers
 * are refused while a fit player is left out): those at full value first,
 * who go on a 6 where a quick sale goes on a 4+.
 */
function likelyToStay(state: LeagueState, squad: readonly Player[]): readonly Player[] {
  const listings = new Map(state.market.map((listing) => [listing.playerId, listing]));
  const staying = squad.filter((p) => !listings.has(p.id));
  const short = PLAYERS_IN_A_TEAM - fitPlayers(staying).length;
  if (short <= 0) return staying;
  const listed = fitPlayers(squad.filter((p) => listings.has(p.id)));
  const fullFirst = [...listed].sort((a, b) => Number(listings.get(a.id)!.mode === 'quick') - Number(listings.get(b.id)!.mode === 'quick'));
  return [...staying, ...fullFirst.slice(0, short)];
}

function usesYouthFillers(lineup: Lineup): boolean {
  return lineupSlots(lineup).some((slot) => slot.playerId === null);
}

function tacticsFor(formation: Formation): Tactics {
  if (ATTACKING.includes(formation)) return { rebound: { when: 'level-or-behind', fromMinute: AI_POLICY.reboundFromMinute } };
  if (DEFENSIVE.includes(formation)) return { backsToTheWall: { when: 'ahead', fromMinute: AI_POLICY.backsToTheWallFromMinute } };
  return {};
}

/** Drops each part of the orders that the rules would refuse, so the AI never gives an illegal order. */
function keepLegal(state: LeagueState, clubId: string, orders: ClubOrders): ClubOrders {
  const legal: ClubOrders = {};
  for (const key of Object.keys(orders) as (keyof ClubOrders)[]) {
    const value = orders[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) continue;
    const part = { [key]: value } as ClubOrders;
    if (validateOrders(state, clubId, part).length === 0) Object.assign(legal, part);
  }
  return legal;
}
