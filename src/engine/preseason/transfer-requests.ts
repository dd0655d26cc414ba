import type { ClubOrders } from '../model/orders.js';
import type { LeagueState, Player } from '../model/types.js';
import { violation, type Violation } from '../model/violations.js';
import { isGoalkeeper } from '../ageing/potential.js';

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

/** A club may keep on the list, in pre-season, only its own players listed at their own request. */
export function validateKeepListed(state: LeagueState, clubId: string, orders: ClubOrders): Violation[] {
  if (orders.keepListed === undefined) return [];
  if (state.phase !== 'preseason') {
    return [violation('keep-listed-not-allowed', 'keep-listed-not-preseason')];
  }
  const out: Violation[] = [];
  for (const playerId of orders.keepListed) {
    const player = state.players[playerId];
    const listing = state.market.find((l) => l.playerId === playerId);
    if (!player || player.clubId !== clubId) out.push(violation('not-your-player', 'not-your-player', { player: player?.name ?? playerId }));
    else if (listing?.reason !== 'transfer-request') {
      out.push(violation('keep-listed-not-allowed', 'keep-listed-not-requested', { player: player.name }));
    }
  }
  return out;
}
