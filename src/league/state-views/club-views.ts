import type { ClubHeader } from '../../db/repositories/club.repository.js';
import type { ClubOrders } from '../../engine/model/orders.js';
import { trainingWeeks } from '../../engine/training/training-weeks.js';
import { standCapacity, totalCapacity } from '../../engine/stadium/capacity.js';
import type { LeagueState, Listing, Player, Stand, StandId } from '../../engine/model/types.js';
import { loanedOutOf } from './loaned-out.js';
import { clubSummary } from '../guards.js';
import { playerViewOf, type ClubNameOf, type PlanLength } from '../shared/player-views.js';
import type { PlayerView, SquadView, StadiumView, StaffView } from '../shared/views.js';

/** Club names from the kept state; an unknown id stands for itself. */
export function clubNamesOf(state: LeagueState): ClubNameOf {
  return (id) => (id === null ? null : (state.clubs[id]?.name ?? id));
}

function listingOf(state: LeagueState, playerId: string): Listing | undefined {
  return state.market.find((l) => l.playerId === playerId);
}

/** Plan lengths depend on the club's staff (the Assistant Manager shortens ability training). */
function planLengthAt(state: LeagueState, clubId: string): PlanLength {
  const staff = state.clubs[clubId]?.staff ?? [];
  return (player, code) => trainingWeeks(player, code, { staff }, state.season);
}

/** One player as the caller sees him: training and niggles only for his own manager. */
export function playerOf(state: LeagueState, player: Player, ownClubId: string | null, orders: ClubOrders): PlayerView {
  const isOwn = ownClubId !== null && player.clubId === ownClubId;
  const planLength: PlanLength = isOwn ? planLengthAt(state, ownClubId) : () => null;
  return playerViewOf(player, ownClubId, clubNamesOf(state), listingOf(state, player.id), isOwn ? orders : {}, planLength);
}

/** A club's squad: full detail for its own manager (whose orders are given), the public view for anyone else. */
export function squadOfClub(state: LeagueState, club: ClubHeader, ownClubId: string | null, orders: ClubOrders): SquadView {
  const isOwn = ownClubId === club.id;
  const standing = state.clubs[club.id];
  return {
    club: clubSummary(club),
    own: isOwn,
    players: Object.values(state.players)
      .filter((p) => p.clubId === club.id)
      .map((p) => playerOf(state, p, ownClubId, orders)),
    lineup: isOwn ? (orders.selection?.lineup ?? standing?.lineup ?? null) : null,
    tactics: isOwn ? (orders.selection?.tactics ?? standing?.tactics ?? null) : null,
    loanedOut: loanedOutOf(state, club.id),
  };
}

/** A club's ground; its own manager also sees the builds he has ordered this week. */
export function stadiumOfClub(state: LeagueState, club: ClubHeader, orders: ClubOrders): StadiumView {
  const stadium = state.clubs[club.id]?.stadium ?? null;
  const stands = stadium
    ? Object.fromEntries((Object.entries(stadium.stands) as [StandId, Stand][]).map(([id, stand]) => [id, standCapacity(id, stand)]))
    : {};
  return {
    club: clubSummary(club),
    stadium,
    places: { stands, total: stadium ? totalCapacity(stadium) : 0 },
    orderedBuilds: orders.builds ?? [],
  };
}

/** A club's staff; its own manager also sees this week's hire and fire orders. */
export function staffOfClub(state: LeagueState, club: ClubHeader, orders: ClubOrders): StaffView {
  return {
    club: clubSummary(club),
    employed: (state.clubs[club.id]?.staff ?? []).map((s) => ({
      role: s.role,
      hiredSeason: s.hiredSeason,
      hiredWeek: s.hiredWeek,
      weeksEmployed: s.weeksEmployed,
    })),
    orderedHire: orders.hire ?? [],
    orderedFire: orders.fire ?? [],
  };
}
