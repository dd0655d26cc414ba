import type { Db } from '../db.js';

/**
 * The cup posts a league's channel was given (draws, results, ties in full, and the weeks' stories that tell them), in the
 * order they were queued; none not yet delivered.
 */
export async function cupPostsOf(db: Db, leagueId: string): Promise<{ kind: string; payload: unknown }[]> {
  return db
    .selectFrom('outbox')
    .select(['kind', 'payload'])
    .where('league_id', '=', leagueId)
    .where('kind', 'in', ['cup-draw', 'cup-results', 'cup-tie', 'week-story'])
    .where('delivered_at', 'is not', null)
    .orderBy('id')
    .execute();
}
