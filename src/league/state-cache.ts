import type { Transaction } from 'kysely';
import { loadState } from '../db/repositories/league-state.repository.js';
import type { Database, LeagueRow } from '../db/tables.js';
import type { LeagueState } from '../engine/types.js';

/** Leagues whose state a process keeps at once; a state is a few hundred kilobytes. */
const CAPACITY = 200;

const cache = new Map<string, { version: number; state: LeagueState }>();

/**
 * The league's engine state for checking orders, loaded once per state version
 * and shared, so an order reads a handful of rows rather than the whole league.
 * Every write of the state bumps the version (saveState), so a kept state is
 * never stale, whichever process wrote the new one. Callers must not change it.
 */
export async function currentState(trx: Transaction<Database>, league: LeagueRow): Promise<LeagueState> {
  const kept = cache.get(league.id);
  if (kept && kept.version === league.state_version) {
    cache.delete(league.id);
    cache.set(league.id, kept);
    return kept.state;
  }
  const { state } = await loadState(trx, league.id, league);
  cache.set(league.id, { version: league.state_version, state });
  if (cache.size > CAPACITY) cache.delete(cache.keys().next().value!);
  return state;
}
