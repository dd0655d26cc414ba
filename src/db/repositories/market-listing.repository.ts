import type { Selectable } from 'kysely';
import type { Listing } from '../../engine/model/types.js';
import type { MarketListingsTable } from '../tables.js';
import type { Db } from '../db.js';

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

/** The players a club has on the transfer list (the public web page's club page). */
export async function listingsOfClub(db: Db, leagueId: string, clubId: string): Promise<Listing[]> {
  const rows = await db.selectFrom('market_listings').selectAll().where('league_id', '=', leagueId).where('seller_id', '=', clubId).execute();
  return rows.map(toListing);
}
