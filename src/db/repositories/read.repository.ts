import { sql } from 'kysely';
import type { Listing, Player, SeasonHistory, StaffMember, StaffRole } from '../../engine/types.js';
import type { ClubRow } from '../tables.js';
import type { Db } from '../db.js';

/** Queries behind the read views: each reads only what its view shows. */

export async function clubRow(db: Db, leagueId: string, clubId: string): Promise<ClubRow | undefined> {
  return db.selectFrom('clubs').selectAll().where('league_id', '=', leagueId).where('id', '=', clubId).executeTakeFirst();
}

export async function staffOfClub(db: Db, leagueId: string, clubId: string): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('club_id', '=', clubId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ role: r.role as StaffRole, hiredWeek: r.hired_week, hiredSeason: r.hired_season, weeksEmployed: r.weeks_employed }));
}

export async function playersOfClub(db: Db, leagueId: string, clubId: string): Promise<Player[]> {
  const rows = await db
    .selectFrom('players')
    .select('data')
    .where('league_id', '=', leagueId)
    .where('club_id', '=', clubId)
    .orderBy('ord')
    .execute();
  return rows.map((r) => r.data as Player);
}

export async function findPlayer(db: Db, leagueId: string, playerId: string): Promise<Player | undefined> {
  const row = await db.selectFrom('players').select('data').where('league_id', '=', leagueId).where('id', '=', playerId).executeTakeFirst();
  return row?.data as Player | undefined;
}

/** A market_listings row as the engine's Listing. */
export function toListing(row: {
  player_id: string;
  seller_id: string | null;
  asking_price: number;
  mode: string;
  listed_week: number;
  listed_season: number;
  reason: string;
}): Listing {
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

export async function listingOf(db: Db, leagueId: string, playerId: string): Promise<Listing | undefined> {
  const row = await db
    .selectFrom('market_listings')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row ? toListing(row) : undefined;
}

export async function listingsOfClub(db: Db, leagueId: string, clubId: string): Promise<Listing[]> {
  const rows = await db.selectFrom('market_listings').selectAll().where('league_id', '=', leagueId).where('seller_id', '=', clubId).execute();
  return rows.map(toListing);
}

/** A page of the transfer list, in listing order, with each player. */
export async function marketPage(
  db: Db,
  leagueId: string,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: { listing: Listing; player: Player }[] }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('market_listings as m')
      .innerJoin('players as p', (j) => j.onRef('p.league_id', '=', 'm.league_id').onRef('p.id', '=', 'm.player_id'))
      .selectAll('m')
      .select('p.data')
      .where('m.league_id', '=', leagueId)
      .orderBy('m.position')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('market_listings')
      .select(sql<string>`count(*)`.as('n'))
      .where('league_id', '=', leagueId)
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), rows: rows.map((r) => ({ listing: toListing(r), player: r.data as Player })) };
}

export async function fixturesOf(db: Db, leagueId: string, season: number) {
  return db.selectFrom('fixtures').selectAll().where('league_id', '=', leagueId).where('season', '=', season).orderBy('division').orderBy('position').execute();
}

/** Scores only: a match's play-by-play (`events`, kilobytes a match) is never needed for a table or a results list. */
export async function resultsOf(db: Db, leagueId: string, season: number, round?: number) {
  let query = db
    .selectFrom('match_results')
    .select(['season', 'division', 'round', 'position', 'home_id', 'away_id', 'home_goals', 'away_goals'])
    .where('league_id', '=', leagueId)
    .where('season', '=', season);
  if (round !== undefined) query = query.where('round', '=', round);
  return query.orderBy('division').orderBy('position').execute();
}

export async function divisionsOf(db: Db, leagueId: string) {
  return db.selectFrom('divisions').selectAll().where('league_id', '=', leagueId).orderBy('index').execute();
}

/** One finished season, or the last `last` of them, oldest first; with how many have finished. */
export async function historyOf(
  db: Db,
  leagueId: string,
  pick: { season: number } | { last: number },
): Promise<{ seasons: SeasonHistory[]; finished: number }> {
  let query = db.selectFrom('league_history').select('data').where('league_id', '=', leagueId);
  query = 'season' in pick ? query.where('season', '=', pick.season) : query.orderBy('season', 'desc').limit(pick.last);
  const [rows, count] = await Promise.all([
    query.execute(),
    db.selectFrom('league_history').select(sql<string>`count(*)`.as('n')).where('league_id', '=', leagueId).executeTakeFirstOrThrow(),
  ]);
  const seasons = rows.map((r) => r.data as SeasonHistory).sort((a, b) => a.season - b.season);
  return { seasons, finished: Number(count.n) };
}

/**
 * Players whose name starts with the prefix, case-insensitive, served by the
 * lower(name) text_pattern_ops indexes. LIKE's wildcards in the prefix are escaped.
 */
export async function playersByPrefix(
  db: Db,
  leagueId: string,
  prefix: string,
  scope: { clubId: string } | { market: true } | { league: true },
  limit: number,
): Promise<{ id: string; name: string; club_id: string | null; data: unknown }[]> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = db
    .selectFrom('players as p')
    .select(['p.id', 'p.name', 'p.club_id', 'p.data'])
    .where('p.league_id', '=', leagueId)
    .where(sql<boolean>`lower(p.name) like ${pattern}`);
  if ('clubId' in scope) query = query.where('p.club_id', '=', scope.clubId);
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
  return query.orderBy(sql`lower(p.name)`).limit(limit).execute();
}
