import type { Transaction } from 'kysely';
import { loadState, type LoadedState } from '../../db/repositories/league-state.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { LeagueState } from '../../engine/model/types.js';

/** Leagues whose state a process keeps at once; a state is a few hundred kilobytes. */
const CAPACITY = 200;

const cache = new Map<string, { version: number; loaded: LoadedState }>();

/**
 * The league's state as last written, loaded once per state version and kept,
 * so checking an order reads a handful of rows rather than the whole league.
 * Every write of the state bumps the version (saveState), so a kept state is
 * never stale, whichever process wrote the new one.
 */
async function kept(trx: Transaction<Database>, league: LeagueRow): Promise<LoadedState> {
  const entry = cache.get(league.id);
  if (entry && entry.version === league.state_version) {
    cache.delete(league.id);
    cache.set(league.id, entry);
    return entry.loaded;
  }
  const loaded = await loadState(trx, league.id, league);
  cache.set(league.id, { version: league.state_version, loaded });
  if (cache.size > CAPACITY) cache.delete(cache.keys().next().value!);
  return loaded;
}

/** The shared state, for reading only (checking orders, warnings). */
export async function currentState(trx: Transaction<Database>, league: LeagueRow): Promise<LeagueState> {
  return (await kept(trx, league)).state;
}

/**
 * The state with the snapshot it was read as, for a step to play and write
 * back: the kept one handed over and no longer kept (the step bumps the
 * version, so the kept state would be stale anyway), else read afresh. Either
 * way it is the caller's alone, with no copy made. Readers of the kept state
 * hold the league row in share mode, so none is reading it while the step,
 * which holds the row for update, takes it.
 */
export async function stateToPlay(trx: Transaction<Database>, league: LeagueRow): Promise<LoadedState> {
  const entry = cache.get(league.id);
  cache.delete(league.id);
  if (entry && entry.version === league.state_version) return entry.loaded;
  return loadState(trx, league.id, league);
}
