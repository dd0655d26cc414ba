import { allAiOrders } from './ai/fill-orders.js';
import { seededDice } from './dice.js';
import type { EngineEvent } from './model/events.js';
import { diceSeedForNextStep, nextStep, playStep } from './step.js';
import type { StepKind } from './model/step-result.js';
import { newLeagueState, type NewLeagueOptions } from './new-league.js';
import type { LeagueOrders } from './model/orders.js';
import type { LeagueState } from './model/types.js';

/** The orders every step is played on: the AI manager's for every club, unless a caller adds to them. */
export type StepOrders = (state: LeagueState) => LeagueOrders;
const aiOnly: StepOrders = (state) => allAiOrders(state);

/**
 * Plays steps with the AI manager giving every player-controlled club's
 * orders, each step on the dice its league seed gives, until the next
 * pre-season: a whole season from wherever the league stands.
 */
export function playSeasonWithAi(
  start: LeagueState,
  onStep?: (step: StepKind, before: LeagueState, after: LeagueState, events: EngineEvent[]) => void,
  ordersOf: StepOrders = aiOnly,
): LeagueState {
  let state = start;
  do {
    const step = nextStep(state);
    const { state: next, events } = playStep(state, ordersOf(state), seededDice(diceSeedForNextStep(state)));
    onStep?.(step, state, next, events);
    state = next;
  } while (nextStep(state) !== 'preseason' && state.phase !== 'ended');
  return state;
}

export type StepListener = (step: StepKind | 'created', before: LeagueState | null, after: LeagueState, events: EngineEvent[]) => void;

/**
 * A new league played for whole seasons with the AI managing every club: the
 * listener hears the league's creation first, then every step, so the events
 * it receives are the league's whole story (the sim's --json, the golden run).
 */
export function playLeagueWithAi(options: NewLeagueOptions, seasons: number, onStep?: StepListener, ordersOf: StepOrders = aiOnly): LeagueState {
  const created = newLeagueState(options);
  onStep?.('created', null, created.state, created.events);
  let state = created.state;
  for (let season = 0; season < seasons; season++) state = playSeasonWithAi(state, onStep, ordersOf);
  return state;
}
