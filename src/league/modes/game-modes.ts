import type { LeagueRow } from '../../db/tables.js';
import { football } from './football.js';
import type { Game, GameMode, GameTypes } from './game-mode.js';

const MODES: Partial<Record<Game, GameMode<GameTypes>>> = { football };

/** The game a league plays, which every step, replay and order of it goes through. */
export function gameModeOf(_league: LeagueRow): GameMode<GameTypes> {
  const game: Game = 'football';
  const mode = MODES[game];
  if (!mode) throw new Error(`The ${game} game cannot be played yet.`);
  return mode;
}
