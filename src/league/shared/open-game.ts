import type { LeagueRow } from '../../db/tables.js';
import type { FortunesState } from '../../engine/model/fortunes-state.js';
import { Conflict } from '../errors.js';

/** A finished game is archived read-only: its history stays, and no order is taken any more. */
export function requireOpenGame(league: Pick<LeagueRow, 'archived_at'>): void {
  if (league.archived_at !== null) {
    throw new Conflict('game-over', { key: 'reply.league.gameOver' });
  }
}

/** Clubs whose manager resigned bankrupt: out of the running to the end of the game, so no one takes them over. */
export function clubsOutOfTheGame(league: Pick<LeagueRow, 'fortunes'>): string[] {
  return (league.fortunes as FortunesState | null)?.resigned ?? [];
}
