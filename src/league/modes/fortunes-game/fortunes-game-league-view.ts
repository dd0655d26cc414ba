import { leagueTable } from '../../../engine/fortunes-game/league.js';
import type { TableRow } from '../../../engine/model/types.js';
import type { LeagueDeps } from '../../deps.js';
import { resolveLeague, type LeagueRef } from '../../resolve/league-ref.js';
import { fortunesGame } from './fortunes-game-mode.js';

/** What /league table and /league points show of a game of Football Fortunes: the table of ten and the game points. */
export interface FortunesGameLeagueView {
  leagueName: string;
  season: number;
  seasons: number;
  names: Record<string, string>;
  table: TableRow[];
  /** The game points so far, by manager still in the game or not. */
  gamePoints: Record<string, number>;
  finished: boolean;
}

export async function fortunesGameLeagueView(deps: LeagueDeps, ref: LeagueRef): Promise<FortunesGameLeagueView> {
  const league = await resolveLeague(deps.db, ref);
  const { game } = await deps.db.transaction().execute((trx) => fortunesGame.read(trx, league));
  return {
    leagueName: league.name,
    season: game.season,
    seasons: game.seasons,
    names: Object.fromEntries(game.clubs.map((c) => [c.id, c.name])),
    table: leagueTable(game.league),
    gamePoints: Object.fromEntries(Object.keys(game.managers).map((id) => [id, game.gamePoints[id] ?? 0])),
    finished: game.finished,
  };
}
