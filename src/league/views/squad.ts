import type { LeagueDeps } from '../deps.js';
import { NotFound } from '../errors.js';
import { readAsManager } from '../resolve/manager-reading.js';
import type { LeagueRef } from '../resolve/league-ref.js';
import { playerIdFromText } from '../resolve/player-text.js';
import { playerOf, squadOfClub } from '../state-views/club-views.js';
import type { PlayerView, SquadView } from '../shared/views.js';

/** A club's squad: full detail for its own manager, the public view for anyone else. */
export async function squadView(deps: LeagueDeps, input: LeagueRef & { userId: string; clubId?: string }): Promise<SquadView> {
  return readAsManager(deps, input, async ({ state, own, ownOrders, viewedClub }) => {
    const club = await viewedClub(input.clubId);
    const orders = club.id === own?.id ? await ownOrders() : {};
    return squadOfClub(state, club, own?.id ?? null, orders);
  });
}

/** One player's profile, by id or by his name typed whole; training and niggles only for his own manager. */
export async function viewPlayer(deps: LeagueDeps, input: LeagueRef & { userId: string; playerId: string }): Promise<PlayerView> {
  return readAsManager(deps, input, async ({ state, own, ownOrders }) => {
    const player = state.players[playerIdFromText(state, input.playerId, 'league', own?.id ?? null)];
    if (!player) throw new NotFound('player', { key: 'reply.noSuchPlayer' });
    const isOwn = own !== undefined && player.clubId === own.id;
    return playerOf(state, player, own?.id ?? null, isOwn ? await ownOrders() : {});
  });
}
