import { playerNames } from '../db/repositories/read.repository.js';
import { clubDirectory } from './club-names.js';
import type { LeagueDeps } from './deps.js';

export interface LeagueNames {
  clubs: Record<string, string>;
  players: Record<string, string>;
}

/** Every club's and player's name in the league, in two queries: what a post needs to name whoever its events mention. */
export async function leagueNames(deps: LeagueDeps, input: { leagueId: string }): Promise<LeagueNames> {
  const [directory, players] = await Promise.all([clubDirectory(deps.db, input.leagueId), playerNames(deps.db, input.leagueId)]);
  return {
    clubs: Object.fromEntries(directory.headers.map((c) => [c.id, c.name])),
    players: Object.fromEntries(players.map((p) => [p.id, p.name])),
  };
}
