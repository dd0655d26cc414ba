import { json } from '../json.js';
import type { Db } from '../db.js';

/** A Football Fortunes game league's state, as its game mode stored it; undefined before it is first written. */
export async function loadFortunesGameState(db: Db, leagueId: string): Promise<unknown> {
  const row = await db.selectFrom('fortunes_game_states').select('state').where('league_id', '=', leagueId).executeTakeFirst();
  return row?.state;
}

export async function saveFortunesGameState(db: Db, leagueId: string, state: unknown): Promise<void> {
  await db
    .insertInto('fortunes_game_states')
    .values({ league_id: leagueId, state: json(state) })
    .onConflict((oc) => oc.column('league_id').doUpdateSet({ state: json(state) }))
    .execute();
}
