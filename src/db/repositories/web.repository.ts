import type { SeasonHistory } from '../../engine/types.js';
import type { Db } from '../db.js';
import type { LeagueRow } from '../tables.js';

/** Read-only queries behind the public web page: each reads only what a page shows. */

export async function leagueByWebSlug(db: Db, slug: string): Promise<LeagueRow | undefined> {
  return db.selectFrom('leagues').selectAll().where('web_slug', '=', slug).executeTakeFirst();
}

/** One played match with its play-by-play (only the events its audience makes public: see engine/event-audience). */
export async function playedMatch(db: Db, leagueId: string, match: { season: number; division: number; round: number; homeId: string }) {
  return db
    .selectFrom('match_results')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('season', '=', match.season)
    .where('division', '=', match.division)
    .where('round', '=', match.round)
    .where('home_id', '=', match.homeId)
    .executeTakeFirst();
}

/** Names of the given players, by id; a player who has left the league's records is missing. */
export async function playerNames(db: Db, leagueId: string, playerIds: string[]): Promise<Map<string, string>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db.selectFrom('players').select(['id', 'name']).where('league_id', '=', leagueId).where('id', 'in', playerIds).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Every finished season, oldest first. */
export async function everySeason(db: Db, leagueId: string): Promise<SeasonHistory[]> {
  const rows = await db.selectFrom('league_history').select('data').where('league_id', '=', leagueId).orderBy('season').execute();
  return rows.map((r) => r.data as SeasonHistory);
}

/** The club's ground and name, without its money or orders. */
export async function clubGround(db: Db, leagueId: string, clubId: string) {
  return db
    .selectFrom('clubs')
    .select(['id', 'name', 'division', 'player_controlled', 'stadium'])
    .where('league_id', '=', leagueId)
    .where('id', '=', clubId)
    .executeTakeFirst();
}
