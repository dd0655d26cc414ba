import type { Dice } from '../dice.js';
import type { EngineEvent } from '../model/events.js';
import type { LeagueState } from '../model/types.js';
import { EXTRA_LISTINGS, listChartPlayer } from './new-listings.js';

/**
 * House rule (docs/rules.md, "Transfers"): every pre-season opens with a
 * transfer list rolled as week 1's is, one player per player-controlled club
 * and three more, so a manager has players to bid for with his first orders.
 * Nobody's Chief Scout shapes it. Rolled when the pre-season opens: at the
 * league's creation and at the end of each season.
 */
export function listOpeningPlayers(state: LeagueState, dice: Dice, events: EngineEvent[]): void {
  const clubs = Object.values(state.clubs).filter((c) => c.playerControlled).length;
  for (let n = 0; n < clubs + EXTRA_LISTINGS; n++) listChartPlayer(state, dice, events, null);
}
