import type { LeagueState, Player } from '../model/types.js';

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

/** Every club's squad, each in squadOf's order. */
export interface Squads {
  of(clubId: string): readonly Player[];
}

/**
 * Every club's squad from one pass over the players, for work that reads many
 * squads of a state whose squads it does not change (the AI's orders, one
 * phase). Derived when needed, never kept in the state: a phase that moves
 * players builds a new one.
 */
export function squadsByClub(state: LeagueState): Squads {
  const squads = new Map<string, Player[]>();
  for (const player of Object.values(state.players)) {
    if (player.clubId === null) continue;
    const squad = squads.get(player.clubId);
    if (squad) squad.push(player);
    else squads.set(player.clubId, [player]);
  }
  return { of: (clubId) => squads.get(clubId) ?? [] };
}
