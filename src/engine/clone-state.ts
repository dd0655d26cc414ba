import type { LeagueState } from './model/types.js';

/**
 * A deep copy of plain, JSON-shaped data (objects, arrays, strings, numbers,
 * booleans, null), as the league state is. Several times faster than
 * structuredClone on it, which matters because every step copies the state
 * to stay pure.
 */
export function cloneState<T>(value: T): T {
  return copy(value) as T;
}

function copy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (Object.prototype.hasOwnProperty.call(value, key)) out[key] = copy((value as Record<string, unknown>)[key]);
  }
  return out;
}

/**
 * A step's private copy of the league state. Past seasons' history records are
 * written once at the end of their season and never changed, so the copy
 * shares them instead of copying them: a league's history grows every
 * season, and copying it every week would slow old leagues down. The history
 * array itself is new, so a step may add to it.
 */
export function copyLeagueState(state: LeagueState): LeagueState {
  // Replacing history keeps its place among the keys, so the copy serialises exactly as the original.
  const copy: LeagueState = cloneState({ ...state, history: [] });
  copy.history = [...state.history];
  return copy;
}
