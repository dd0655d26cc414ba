import type { LeagueDeps } from '../deps.js';
import { fortunesGameRecord, type FortunesGameRecord } from '../modes/fortunes-game/fortunes-game-record.js';
import type { WebLeague } from './web-league.js';

/** The page's view of a Football Fortunes game: its public record; null before the game is dealt. */
export async function webFortunesGame(deps: LeagueDeps, league: WebLeague): Promise<FortunesGameRecord | null> {
  return fortunesGameRecord(deps, league.id);
}
