import type { LeagueDeps } from '../deps.js';
import { readAsManager } from '../resolve/manager-reading.js';
import type { LeagueRef } from '../resolve/league-ref.js';
import { stadiumOfClub, staffOfClub } from '../state-views/club-views.js';
import type { StadiumView, StaffView } from '../shared/views.js';

type ClubViewInput = LeagueRef & { userId: string; clubId?: string };

/** A club's ground; its own manager also sees the builds he has ordered this week. */
export async function stadiumView(deps: LeagueDeps, input: ClubViewInput): Promise<StadiumView> {
  return readAsManager(deps, input, async ({ state, own, ownOrders, viewedClub }) => {
    const club = await viewedClub(input.clubId);
    return stadiumOfClub(state, club, club.id === own?.id ? await ownOrders() : {});
  });
}

/** A club's staff; its own manager also sees this week's hire and fire orders. */
export async function staffView(deps: LeagueDeps, input: ClubViewInput): Promise<StaffView> {
  return readAsManager(deps, input, async ({ state, own, ownOrders, viewedClub }) => {
    const club = await viewedClub(input.clubId);
    return staffOfClub(state, club, club.id === own?.id ? await ownOrders() : {});
  });
}
