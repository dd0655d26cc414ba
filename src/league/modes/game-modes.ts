import type { Game, LeagueRow } from '../../db/tables.js';
import { cards } from './cards/cards-mode.js';
import { football } from './football.js';
import { fortunesGame } from './fortunes-game/fortunes-game-mode.js';
import type { GameMode, GameTypes } from '../shared/game-mode.js';

const MODES: Partial<Record<Game, GameMode<GameTypes>>> = {
  football,
  cards: cards as unknown as GameMode<GameTypes>,
  fortunes: fortunesGame as unknown as GameMode<GameTypes>,
};

/** The game a league plays, which every step, replay and order of it goes through. */
export function gameModeOf(league: Pick<LeagueRow, 'game'>): GameMode<GameTypes> {
  const mode = MODES[league.game];
  // Nothing creates a league of a game without a mode, so one here is a fault, not a user's mistake.
  if (!mode) throw new Error(`no game mode for ${league.game} leagues`);
  return mode;
}
