import type { Selectable } from 'kysely';
import type { Listing } from '../../engine/types.js';
import type { MarketListingsTable } from '../tables.js';

/** A market_listings row as the engine's Listing. */
export function toListing(row: Omit<Selectable<MarketListingsTable>, 'league_id' | 'position'>): Listing {
  return {
    playerId: row.player_id,
    sellerId: row.seller_id,
    askingPrice: row.asking_price,
    mode: row.mode as Listing['mode'],
    listedWeek: row.listed_week,
    listedSeason: row.listed_season,
    reason: row.reason as Listing['reason'],
  };
}
