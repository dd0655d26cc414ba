import type { Dice } from '../dice.js';
import { takeId } from '../setup/ids.js';
import { makePlayer } from '../setup/make-player.js';
import { freshPlayerName, namesInUse } from '../setup/names.js';
import { STARTING_ABILITY_OFFSET } from '../setup/starting-squad.js';
import { rollAbility, rollAge, rollPosition } from '../tables/transfer-chart.js';
import type { DivisionIndex, LeagueState } from '../model/types.js';
import type { FortuneEvent } from '../model/fortune-events.js';
import type { FortunesState } from '../model/fortunes-state.js';

/**
 * House rule (docs/rules.md, "Football Fortunes"): the seed's Auction Pile
 * starts as the pack's cards not dealt into squads. Dugout has no pack, so the
 * pool opens with players rolled on the transfer chart, as strong as a new
 * club's squad in the managers' division, so the first auctions have lots.
 */
export const OPENING_POOL_SIZE = 12;

export function openAuctionPool(
  state: LeagueState,
  fortunes: FortunesState,
  division: DivisionIndex,
  dice: Dice,
  events: FortuneEvent[],
  size = OPENING_POOL_SIZE,
): void {
  const ids: string[] = [];
  const taken = namesInUse(state.players);
  for (let i = 0; i < size; i++) {
    const player = makePlayer({
      id: takeId(state, 'p'),
      name: freshPlayerName(dice, taken),
      age: rollAge(dice),
      position: rollPosition(dice),
      ability: Math.max(5, rollAbility(dice) + STARTING_ABILITY_OFFSET[division]),
      clubId: null,
      joinedSeason: state.season,
    });
    state.players[player.id] = player;
    fortunes.auctionPool.push(player.id);
    ids.push(player.id);
  }
  events.push({ type: 'auction-pool-opened', playerIds: ids });
}
