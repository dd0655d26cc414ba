import { bidsOfTurn } from '../../db/repositories/orders.repository.js';
import type { LeagueDeps } from '../deps.js';
import { listingView } from '../shared/player-views.js';
import { readAsManager } from '../resolve/manager-reading.js';
import type { LeagueRef } from '../resolve/league-ref.js';
import { clubNamesOf } from '../state-views/club-views.js';
import type { MarketView } from '../shared/views.js';

export const MARKET_PAGE_SIZE = { default: 10, max: 25 } as const;

/**
 * The transfer list, a page at a time, and the caller's own sealed bids.
 * Nobody else's bids are read at all.
 */
export async function marketView(deps: LeagueDeps, input: LeagueRef & { userId: string; page?: number; pageSize?: number }): Promise<MarketView> {
  return readAsManager(deps, input, async ({ trx, league, state, own }) => {
    const size = Math.min(Math.max(1, Math.floor(input.pageSize ?? MARKET_PAGE_SIZE.default)), MARKET_PAGE_SIZE.max);
    const total = state.market.length;
    // A page past the end shows the last page, not an empty "page 3 of 1".
    const lastPage = Math.max(0, Math.ceil(total / size) - 1);
    const page = Math.min(Math.max(0, Math.floor(input.page ?? 0)), lastPage);
    const clubName = clubNamesOf(state);
    const listings = state.market.slice(page * size, page * size + size).flatMap((listing) => {
      const player = state.players[listing.playerId];
      return player ? [listingView(listing, player, clubName)] : [];
    });
    const bids = own ? await bidsOfTurn(trx, league.id, league.turn, own.id) : [];
    return {
      listings,
      myBids: bids.map((b) => ({
        playerId: b.playerId,
        // null: a player no longer in the game, named by the renderer in the reader's language.
        playerName: state.players[b.playerId]?.name ?? null,
        amount: b.amount,
      })),
      page,
      pageCount: Math.max(1, Math.ceil(total / size)),
    };
  });
}
