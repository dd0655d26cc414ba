import { sql } from 'kysely';
import type { Db } from '../db.js';
import type { Player } from '../../engine/model/types.js';

/** The league's players, keyed by id in the engine's order; none in a league not yet written. */
export async function leaguePlayers(db: Db, leagueId: string): Promise<Record<string, Player>> {
  const row = await db.selectFrom('league_players').select('data').where('league_id', '=', leagueId).executeTakeFirst();
  return (row?.data ?? {}) as Record<string, Player>;
}

/** A club's players, in the squad's order (the public web page's club page). */
export async function playersOfClub(db: Db, leagueId: string, clubId: string): Promise<Player[]> {
  return Object.values(await leaguePlayers(db, leagueId)).filter((player) => player.clubId === clubId);
}

/**
 * Players whose name starts with the prefix, case-insensitive, served by the
 * lower(name) text_pattern_ops indexes. LIKE's wildcards in the prefix are escaped.
 */
export async function playersByPrefix(
  db: Db,
  leagueId: string,
  prefix: string,
  scope: { clubId: string } | { clubIds: string[] } | { market: true } | { league: true },
  limit: number,
): Promise<Player[]> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = db
    .selectFrom('players as p')
    .select('p.id')
    .where('p.league_id', '=', leagueId)
    .where(sql<boolean>`lower(p.name) like ${pattern}`);
  if ('clubId' in scope) query = query.where('p.club_id', '=', scope.clubId);
  if ('clubIds' in scope) {
    if (scope.clubIds.length === 0) return [];
    query = query.where('p.club_id', 'in', scope.clubIds);
  }
  if ('market' in scope) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('market_listings as m')
          .select(sql`1`.as('one'))
          .whereRef('m.league_id', '=', 'p.league_id')
          .whereRef('m.player_id', '=', 'p.id'),
      ),
    );
  }
  const [rows, players] = await Promise.all([
    query
      .orderBy(sql`lower(p.name)`)
      .limit(limit)
      .execute(),
    leaguePlayers(db, leagueId),
  ]);
  return rows.flatMap((row) => players[row.id] ?? []);
}
