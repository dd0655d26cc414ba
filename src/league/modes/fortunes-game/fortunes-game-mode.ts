import { archiveLeague } from '../../../db/repositories/fortunes.repository.js';
import { loadFortunesGameState, saveFortunesGameState } from '../../../db/repositories/fortunes-game.repository.js';
import { seededDice } from '../../../engine/dice.js';
import { fillGameOrders } from '../../../engine/fortunes-game/ai.js';
import type { GameEvent } from '../../../engine/fortunes-game/events.js';
import type { GameOrders, TurnOrders } from '../../../engine/fortunes-game/orders.js';
import { playTurn } from '../../../engine/fortunes-game/turn.js';
import { validateTurnOrders } from '../../../engine/fortunes-game/validate.js';
import type { Violation } from '../../../engine/model/violations.js';
import type { Db } from '../../../db/db.js';
import type { GameMode } from '../../shared/game-mode.js';
import {
  fortunesGameCreationOf,
  fortunesGameDiceSeed,
  fortunesGamePhase,
  newFortunesGameLeague,
  type FortunesGameLeague,
} from './fortunes-game-league.js';
import { fortunesGameMessages } from './fortunes-game-messages.js';
import { settleFortunesDeals } from '../../deals/settle-fortunes-deals.js';

export interface FortunesGameTypes {
  state: FortunesGameLeague;
  orders: GameOrders;
  clubOrders: TurnOrders;
  event: GameEvent;
  snapshot: null;
}

async function readFortunesGame(db: Db, leagueId: string): Promise<FortunesGameLeague> {
  const state = await loadFortunesGameState(db, leagueId);
  if (!state) throw new Error(`Football Fortunes league ${leagueId} has no state`);
  return state as FortunesGameLeague;
}

/** Football Fortunes, the rulebook's game (shared/seeds/003): its engine in src/engine/fortunes-game, its state one JSON row per league. */
export const fortunesGame: GameMode<FortunesGameTypes> = {
  game: 'fortunes',
  initialState: (league) => newFortunesGameLeague(fortunesGameCreationOf(league)),
  load: async (trx, league) => ({ state: await readFortunesGame(trx, league.id), snapshot: null }),
  read: (trx, league) => readFortunesGame(trx, league.id),
  position: (state) => ({ season: state.game.season, week: state.game.slot, phase: fortunesGamePhase(state.game), nextId: state.step }),
  // A manager who gave no orders keeps his standing side and gets the engine's defaults; a club nobody runs, the AI's orders.
  fillOrders: (state, stored, managed) => fillGameOrders(state.game, stored, managed),
  // The game's problems share the football violations' shape: a code and a sentence for the manager.
  validate: (state, clubId, orders) => validateTurnOrders(state.game, clubId, orders) as unknown as Violation[],
  diceSeed: fortunesGameDiceSeed,
  playStep(state, orders, seed) {
    // The engine plays a turn in place: on a copy, so the state read stays the turn's "before".
    const game = structuredClone(state.game);
    const events = playTurn(game, orders, seededDice(seed));
    return { state: { seed: state.seed, step: state.step + 1, game }, events };
  },
  async save(trx, { league, after }) {
    await saveFortunesGameState(trx, league.id, after);
  },
  async keepBooks(trx, { league, events, at }) {
    await settleFortunesDeals(trx, { league, events, at });
    // A finished game is archived, read-only, with its history kept: no step is due in it again.
    if (events.some((e) => e.type === 'game-over')) await archiveLeague(trx, league.id, at);
  },
  messages: fortunesGameMessages,
};
