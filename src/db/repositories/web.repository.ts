import type { SeasonHistory } from '../../engine/model/types.js';
import type { Db } from '../db.js';
import type { LeagueRow } from '../tables.js';

/** Read-only queries behind the public web page: each reads only what a page shows. */

/**
 * The league, with the oldest of its posts the channel has not been given yet (null when it has had them all), and
 * when a name its server shows for a manager last changed (null: none kept).
 */
export async function leagueByWebSlug(
  db: Db,
  slug: string,
): Promise<(LeagueRow & { undelivered_from: string | null; names_at: Date | null }) | undefined> {
  return db
    .selectFrom('leagues')
    .selectAll('leagues')
    .select((eb) =>
      eb
        .selectFrom('outbox')
        .select((o) => o.fn.min('outbox.id').as('first'))
        // The channel's undelivered posts, by their partial index.
        .whereRef('outbox.channel_id', '=', 'leagues.channel_id')
        .whereRef('outbox.league_id', '=', 'leagues.id')
        .where('outbox.delivered_at', 'is', null)
        .as('undelivered_from'),
    )
    .select((eb) =>
      eb
        .selectFrom('manager_names')
        .select((n) => n.fn.max('manager_names.updated_at').as('at'))
        .whereRef('manager_names.guild_id', '=', 'leagues.guild_id')
        .as('names_at'),
    )
    .where('web_slug', '=', slug)
    .executeTakeFirst();
}

/** The league's posts that tell results (week summaries, match reports, season reviews, and the weeks' stories that tell them) not yet delivered, from the oldest undelivered on. */
export async function undeliveredResultPosts(db: Db, leagueId: string, from: string): Promise<{ kind: string; payload: unknown }[]> {
  return db
    .selectFrom('outbox')
    .select(['kind', 'payload'])
    .where('league_id', '=', leagueId)
    .where('id', '>=', from)
    .where('delivered_at', 'is', null)
    .where('kind', 'in', ['week-summary', 'match', 'season-review', 'week-story'])
    .execute();
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

/** The club's ground, name and manager, without its money or orders. */
export async function clubGround(db: Db, leagueId: string, clubId: string) {
  return db
    .selectFrom('clubs')
    .select(['id', 'name', 'division', 'player_controlled', 'stadium', 'manager_user_id'])
    .where('league_id', '=', leagueId)
    .where('id', '=', clubId)
    .executeTakeFirst();
}
