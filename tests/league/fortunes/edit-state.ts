import { findLeague } from '../../../src/db/repositories/league.repository.js';
import { loadState, saveState } from '../../../src/db/repositories/league-state.repository.js';
import type { LeagueState } from '../../../src/engine/model/types.js';
import type { LeagueDeps } from '../../../src/league/deps.js';

/** Changes the stored state directly, as a test puts a manager on a square or a card in his hand. */
export async function editState(deps: LeagueDeps, leagueId: string, edit: (state: LeagueState) => void): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { state, snapshot } = await loadState(trx, leagueId, (await findLeague(trx, leagueId))!);
    const next = structuredClone(state);
    edit(next);
    await saveState(trx, leagueId, snapshot, next);
  });
}
