import { newLeague } from '../../../src/engine/new-league.js';
import type { LeagueState } from '../../../src/engine/model/types.js';

/** A fresh league with two player-controlled clubs in pre-season, and their ids and squads. */
export function twoClubLeague(seed = 3): { state: LeagueState; a: string; b: string; squad: (clubId: string) => string[] } {
  const state = newLeague({ seed, humanClubs: 2 });
  const [a, b] = Object.values(state.clubs)
    .filter((c) => c.playerControlled)
    .map((c) => c.id) as [string, string];
  const squad = (clubId: string) =>
    Object.values(state.players)
      .filter((p) => p.clubId === clubId)
      .map((p) => p.id);
  return { state, a, b, squad };
}

/** An outfield player of the club (not a goalkeeper), the n-th. */
export function outfielder(state: LeagueState, clubId: string, n = 0): string {
  return Object.values(state.players).filter((p) => p.clubId === clubId && !p.positions.includes('GK'))[n]!.id;
}

export function goalkeepers(state: LeagueState, clubId: string): string[] {
  return Object.values(state.players)
    .filter((p) => p.clubId === clubId && p.positions.includes('GK'))
    .map((p) => p.id);
}
