import { fillWithAiOrders } from '../ai/ai-orders.js';
import { seededDice } from '../dice.js';
import type { EngineEvent } from '../events.js';
import { diceSeedForNextStep, nextStep, playStep, type StepKind } from '../step.js';
import type { LeagueState } from '../types.js';

/**
 * Plays steps with the AI manager giving every player-controlled club's
 * orders, each step on the dice its league seed gives, until the next
 * pre-season: a whole season from wherever the league stands.
 */
export function playSeasonWithAi(
  start: LeagueState,
  onStep?: (step: StepKind, before: LeagueState, after: LeagueState, events: EngineEvent[]) => void,
): LeagueState {
  let state = start;
  do {
    const step = nextStep(state);
    const { state: next, events } = playStep(state, fillWithAiOrders(state, {}), seededDice(diceSeedForNextStep(state)));
    onStep?.(step, state, next, events);
    state = next;
  } while (nextStep(state) !== 'preseason');
  return state;
}
