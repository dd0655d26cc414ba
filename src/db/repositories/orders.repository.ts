import { sql } from 'kysely';
import type { Db } from '../db.js';

export interface StoredOrder {
  clubId: string;
  kind: string;
  payload: unknown;
}

export interface StoredBid {
  clubId: string;
  playerId: string;
  amount: number;
}

export async function ordersOfTurn(db: Db, leagueId: string, turn: number, clubId?: string): Promise<StoredOrder[]> {
  let query = db.selectFrom('orders').select(['club_id', 'kind', 'payload']).where('league_id', '=', leagueId).where('turn', '=', turn);
  if (clubId) query = query.where('club_id', '=', clubId);
  const rows = await query.orderBy('club_id').orderBy('kind').execute();
  return rows.map((r) => ({ clubId: r.club_id, kind: r.kind, payload: r.payload }));
}

export async function putOrder(
  db: Db,
  order: { leagueId: string; clubId: string; turn: number; kind: string; payload: string; by: string; at: Date },
): Promise<void> {
  await db
    .insertInto('orders')
    .values({
      league_id: order.leagueId,
      club_id: order.clubId,
      turn: order.turn,
      kind: order.kind,
      payload: order.payload,
      updated_by: order.by,
      updated_at: order.at,
    })
    .onConflict((oc) =>
      oc.columns(['league_id', 'club_id', 'turn', 'kind']).doUpdateSet({ payload: order.payload, updated_by: order.by, updated_at: order.at }),
    )
    .execute();
}

export async function deleteOrder(db: Db, leagueId: string, clubId: string, turn: number, kind: string): Promise<void> {
  await db
    .deleteFrom('orders')
    .where('league_id', '=', leagueId)
    .where('club_id', '=', clubId)
    .where('turn', '=', turn)
    .where('kind', '=', kind)
    .execute();
}

/** Bids in the order they were placed, so the engine sees them the same way on every replay. */
export async function bidsOfTurn(db: Db, leagueId: string, turn: number, clubId?: string): Promise<StoredBid[]> {
  let query = db.selectFrom('bids').select(['club_id', 'player_id', 'amount']).where('league_id', '=', leagueId).where('turn', '=', turn);
  if (clubId) query = query.where('club_id', '=', clubId);
  const rows = await query.orderBy('club_id').orderBy('placed_at').orderBy('player_id').execute();
  return rows.map((r) => ({ clubId: r.club_id, playerId: r.player_id, amount: r.amount }));
}

/** The players a club bid for in a turn with bids placed by one member. */
export async function playersBidForBy(db: Db, leagueId: string, turn: number, clubId: string, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('bids')
    .select('player_id')
    .where('league_id', '=', leagueId)
    .where('turn', '=', turn)
    .where('club_id', '=', clubId)
    .where('placed_by', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.player_id));
}

export async function putBid(
  db: Db,
  bid: { leagueId: string; clubId: string; turn: number; playerId: string; amount: number; by: string; at: Date },
): Promise<void> {
  await db
    .insertInto('bids')
    .values({
      league_id: bid.leagueId,
      club_id: bid.clubId,
      turn: bid.turn,
      player_id: bid.playerId,
      amount: bid.amount,
      placed_by: bid.by,
      placed_at: bid.at,
    })
    .onConflict((oc) =>
      oc.columns(['league_id', 'club_id', 'turn', 'player_id']).doUpdateSet({ amount: bid.amount, placed_by: bid.by, placed_at: bid.at }),
    )
    .execute();
}

export async function deleteBid(db: Db, leagueId: string, clubId: string, turn: number, playerId: string): Promise<number> {
  const result = await db
    .deleteFrom('bids')
    .where('league_id', '=', leagueId)
    .where('club_id', '=', clubId)
    .where('turn', '=', turn)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Copies a turn's bids to the next turn as they were placed (who placed each, and when). */
export async function carryBidsToNextTurn(db: Db, leagueId: string, turn: number): Promise<void> {
  await db
    .insertInto('bids')
    .columns(['league_id', 'club_id', 'turn', 'player_id', 'amount', 'placed_by', 'placed_at'])
    .expression(
      db
        .selectFrom('bids')
        .select(['league_id', 'club_id', sql<number>`turn + 1`.as('turn'), 'player_id', 'amount', 'placed_by', 'placed_at'])
        .where('league_id', '=', leagueId)
        .where('turn', '=', turn),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Deletes a club's orders and bids for one turn. */
export async function deleteClubTurn(db: Db, leagueId: string, clubId: string, turn: number): Promise<void> {
  await db.deleteFrom('orders').where('league_id', '=', leagueId).where('club_id', '=', clubId).where('turn', '=', turn).execute();
  await db.deleteFrom('bids').where('league_id', '=', leagueId).where('club_id', '=', clubId).where('turn', '=', turn).execute();
}
