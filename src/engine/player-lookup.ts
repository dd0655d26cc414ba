import type { LeagueState, Player } from './model/types.js';

/**
 * The player with this id, looked up as an own property: an id a user typed,
 * such as `__proto__` or `constructor`, never resolves to something inherited.
 */
export function playerById(state: Pick<LeagueState, 'players'>, id: string): Player | undefined {
  return Object.hasOwn(state.players, id) ? state.players[id] : undefined;
}
