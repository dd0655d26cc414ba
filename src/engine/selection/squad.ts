import type { LeagueState, Player } from '../types.js';

/** The club's players, in a stable order. */
export function squadOf(state: LeagueState, clubId: string): Player[] {
  return Object.values(state.players).filter((p) => p.clubId === clubId);
}

/** Players who can be selected: not injured. A niggle does not stop him playing. */
export function availableSquad(state: LeagueState, clubId: string): Player[] {
  return squadOf(state, clubId).filter((p) => p.injuryWeeks === 0);
}
