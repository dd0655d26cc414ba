import type { Transaction } from 'kysely';
import { loadState, type LoadedState } from '../db/repositories/league-state.repository.js';
import type { Database, LeagueRow } from '../db/tables.js';
import type { LeagueState } from '../engine/types.js';

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

/** A private copy of the state with the snapshot it was read as, for a step to play and write back. */
export async function stateToPlay(trx: Transaction<Database>, league: LeagueRow): Promise<LoadedState> {
  const { state, snapshot } = await kept(trx, league);
  return { state: structuredClone(state), snapshot };
}
