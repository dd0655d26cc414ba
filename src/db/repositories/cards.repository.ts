import { json } from '../json.js';
import type { Db } from '../db.js';

/** A cards league's state, as the cards mode stored it; undefined before it is first written. */
export async function loadCardsState(db: Db, leagueId: string): Promise<unknown> {
  const row = await db.selectFrom('cards_states').select('state').where('league_id', '=', leagueId).executeTakeFirst();
  return row?.state;
}

export async function saveCardsState(db: Db, leagueId: string, state: unknown): Promise<void> {
  await db
    .insertInto('cards_states')
    .values({ league_id: leagueId, state: json(state) })
    .onConflict((oc) => oc.column('league_id').doUpdateSet({ state: json(state) }))
    .execute();
}

/**
 * The clubs of a cards league: a row each, so joining, ready flags and stored orders work as in football. The
 * football columns stay at their empty values; the cards state holds the game.
 */
export async function insertCardsClubs(db: Db, leagueId: string, clubs: readonly { id: string; name: string; managed: boolean }[]): Promise<void> {
  await db
    .insertInto('clubs')
    .values(
      clubs.map((club, ord) => ({
        league_id: leagueId,
        id: club.id,
        ord,
        name: club.name,
        division: 0,
        player_controlled: club.managed,
        balance: 0,
        ranking: 0,
        win_streak: 0,
        tactics: json({}),
      })),
    )
    .execute();
}
