import { sql } from 'kysely';
import type { SeasonHistory } from '../../engine/model/types.js';
import type { Db } from '../db.js';

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
    db
      .selectFrom('league_history')
      .select(sql<string>`count(*)`.as('n'))
      .where('league_id', '=', leagueId)
      .executeTakeFirstOrThrow(),
  ]);
  const seasons = rows.map((r) => r.data as SeasonHistory).sort((a, b) => a.season - b.season);
  return { seasons, finished: Number(count.n) };
}
