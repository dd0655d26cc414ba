import { playedSteps } from '../../db/repositories/played-steps.repository.js';
import type { LeagueDeps } from '../deps.js';
import { requireLeague } from '../guards.js';
import { gameModeOf } from '../modes/game-modes.js';

/** A league played again, in its game's own state and events. */
export interface Replay {
  state: unknown;
  steps: { turn: number; seed: number; events: unknown[] }[];
}

/**
 * Plays the league again from its stored creation options and seed, step by
 * step with the orders each step ran on, for disputes and checks: the same
 * seed and orders give the same results, event for event.
 */
export async function replayLeague(deps: LeagueDeps, leagueId: string): Promise<Replay> {
  const league = await requireLeague(deps.db, leagueId);
  const mode = gameModeOf(league);
  let state = mode.initialState(league);
  const steps: Replay['steps'] = [];
  for (const step of await playedSteps(deps.db, leagueId)) {
    const seed = mode.diceSeed(state);
    const result = mode.playStep(state, step.orders, seed);
    steps.push({ turn: step.turn, seed, events: result.events });
    state = result.state;
  }
  return { state, steps };
}
