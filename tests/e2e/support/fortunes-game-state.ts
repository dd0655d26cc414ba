import type { Db } from '../../../src/db/db.js';
import { loadFortunesGameState, saveFortunesGameState } from '../../../src/db/repositories/fortunes-game.repository.js';
import type { FortunesGameLeague } from '../../../src/league/modes/fortunes-game/fortunes-game-league.js';
import type { EmulatedUser } from '../../emulator/emulator.js';

/**
 * Sets the scene of a Football Fortunes game between turns: the one league's stored game changed in place, with the
 * club id of each emulated manager; returns the state saved.
 */
export async function changeFortunesGame(
  db: Db,
  change: (state: FortunesGameLeague, clubOf: (user: EmulatedUser) => string) => void,
): Promise<FortunesGameLeague> {
  const { id } = await db.selectFrom('leagues').select('id').executeTakeFirstOrThrow();
  const clubs = await db.selectFrom('clubs').select(['id', 'manager_user_id']).where('league_id', '=', id).execute();
  const state = (await loadFortunesGameState(db, id)) as FortunesGameLeague;
  change(state, (user) => clubs.find((c) => c.manager_user_id === user.id)!.id);
  await saveFortunesGameState(db, id, state);
  return state;
}
