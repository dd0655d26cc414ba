import type { LeagueState, Player } from '../types.js';

/** The club's players, in a stable order. */
export function squadOf(state: LeagueState, clubId: string): Player[] {
  return Object.values(state.players).filter((p) => p.clubId === clubId);
}

/** Players who can be selected: not injured. A niggle does not stop him playing. */
export function availableSquad(state: LeagueState, clubId: string): Player[] {
  return fitPlayers(squadOf(state, clubId));
}

export function fitPlayers(squad: readonly Player[]): Player[] {
  return squad.filter((p) => p.injuryWeeks === 0);
}
