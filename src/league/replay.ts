import { playedSteps } from '../db/repositories/played-steps.repository.js';
import { seededDice, type DiceVersion } from '../engine/dice.js';
import type { EngineEvent } from '../engine/events.js';
import { createLeague as newLeague, type NewLeagueOptions } from '../engine/setup/new-league.js';
import type { LeagueState } from '../engine/types.js';
import type { LeagueDeps } from './deps.js';
import { diceSeedForNextStep, playStep } from './engine-port.js';
import { requireLeague } from './guards.js';

export interface Replay {
  state: LeagueState;
  steps: { turn: number; seed: number; events: EngineEvent[] }[];
}

/**
 * Plays the league again from its stored creation options and seed, step by
 * step with the orders each step ran on, for disputes and checks: the same
 * seed and orders give the same results, event for event.
 */
export async function replayLeague(deps: LeagueDeps, leagueId: string): Promise<Replay> {
  const league = await requireLeague(deps.db, leagueId);
  const options = (league.creation_options as { engine: NewLeagueOptions }).engine;
  let state = newLeague({ ...options, diceVersion: league.dice_version as DiceVersion }).state;
  const steps: Replay['steps'] = [];
  for (const step of await playedSteps(deps.db, leagueId)) {
    const seed = diceSeedForNextStep(state);
    const result = playStep(state, step.orders, seededDice(seed));
    steps.push({ turn: step.turn, seed, events: result.events });
    state = result.state;
  }
  return { state, steps };
}
