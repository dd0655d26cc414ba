import { clubOfManager } from '../db/repositories/club.repository.js';
import { bidsOfTurn } from '../db/repositories/orders.repository.js';
import { findPlayer, marketPage } from '../db/repositories/read.repository.js';
import { clubDirectory } from './club-names.js';
import type { LeagueDeps } from './deps.js';
import { requireLeague } from './guards.js';
import { listingView } from './player-views.js';
import type { MarketView } from './views.js';

export const MARKET_PAGE_SIZE = { default: 10, max: 25 } as const;

/**
 * The transfer list, a page at a time, and the caller's own sealed bids.
 * Nobody else's bids are read at all.
 */
export async function marketView(
  deps: LeagueDeps,
  input: { leagueId: string; userId: string; page?: number; pageSize?: number },
): Promise<MarketView> {
  const league = await requireLeague(deps.db, input.leagueId);
  const size = Math.min(Math.max(1, Math.floor(input.pageSize ?? MARKET_PAGE_SIZE.default)), MARKET_PAGE_SIZE.max);
  let page = Math.max(0, Math.floor(input.page ?? 0));
  const [first, clubs, own] = await Promise.all([
    marketPage(deps.db, league.id, page * size, size),
    clubDirectory(deps.db, league.id),
    clubOfManager(deps.db, league.id, input.userId),
  ]);
  let { total, rows } = first;
  // A page past the end shows the last page, not an empty "page 3 of 1".
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  if (page > lastPage) {
    page = lastPage;
    ({ total, rows } = await marketPage(deps.db, league.id, page * size, size));
  }
  const bids = own ? await bidsOfTurn(deps.db, league.id, league.turn, own.id) : [];
  const myBids = await Promise.all(
    bids.map(async (b) => ({
      playerId: b.playerId,
      playerName: (await findPlayer(deps.db, league.id, b.playerId))?.name ?? 'a player no longer in the game',
      amount: b.amount,
    })),
  );
  return {
    listings: rows.map((r) => listingView(r.listing, r.player, clubs.nameOrNull)),
    myBids,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
  };
}
