import type { Player } from '../types.js';
import { isGoalkeeper } from './potential.js';

/**
 * Rulebook, "Players requesting transfer": a player who missed 10 or more
 * games last season (injury aside) asks to leave; a goalkeeper needs 2 games
 * to stay; a player under 20 does not ask after his first season with the club.
 */
export const MISSED_GAMES_LIMIT = 10;
export const GOALKEEPER_GAMES_NEEDED = 2;
export const YOUNG_EXEMPT_UNDER = 20;

export function requestsTransfer(player: Pick<Player, 'positions' | 'stats' | 'age' | 'joinedSeason'>, lastSeason: number): boolean {
  if (player.age < YOUNG_EXEMPT_UNDER && player.joinedSeason === lastSeason) return false;
  if (isGoalkeeper(player)) return player.stats.games < GOALKEEPER_GAMES_NEEDED;
  return player.stats.gamesMissed >= MISSED_GAMES_LIMIT;
}
