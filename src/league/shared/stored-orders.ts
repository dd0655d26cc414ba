import { bidsOfTurn, ordersOfTurn } from '../../db/repositories/orders.repository.js';
import type { ClubOrders, LeagueOrders } from '../../engine/model/orders.js';
import type { Db } from '../../db/db.js';

/**
 * Orders are stored one row per kind (the ClubOrders key) and club and turn,
 * and bids one row per player, so they can be replaced one at a time.
 */
export async function clubOrdersOf(db: Db, leagueId: string, clubId: string, turn: number): Promise<ClubOrders> {
  return (await leagueOrdersOf(db, leagueId, turn, clubId))[clubId] ?? {};
}

export async function leagueOrdersOf(db: Db, leagueId: string, turn: number, clubId?: string): Promise<LeagueOrders> {
  const [rows, bids] = await Promise.all([ordersOfTurn(db, leagueId, turn, clubId), bidsOfTurn(db, leagueId, turn, clubId)]);
  const orders: LeagueOrders = {};
  for (const row of rows) {
    const club = (orders[row.clubId] ??= {});
    (club as Record<string, unknown>)[row.kind] = row.payload;
  }
  for (const bid of bids) {
    const club = (orders[bid.clubId] ??= {});
    (club.bids ??= []).push({ playerId: bid.playerId, amount: bid.amount });
  }
  return orders;
}
