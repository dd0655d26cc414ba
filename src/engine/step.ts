import { stepSeed, type Dice } from './dice.js';
import { dealsAroundStep } from './deals/deals-around-step.js';
import { cupStepNumber, pendingCupStep } from './cups/cup-steps.js';
import { startCupSeason } from './cups/cup-season.js';
import { playCupStep } from './cups/cup-step.js';
import { endSeason } from './end-of-season/end-season.js';
import type { LeagueOrders } from './model/orders.js';
import { runPreseason } from './preseason/run-preseason.js';
import { WEEKS_PER_SEASON, type LeagueState } from './model/types.js';
import type { StepKind, StepResult } from './model/step-result.js';
import { playWeek } from './week.js';
import { fortunesAroundStep } from './fortunes/fortunes-around-step.js';
import type { PlayStep, StepOption } from './model/step-option.js';

/** Which step of the season comes next: in a league with cups, a cup or European round follows its league week. */
export function nextStep(state: LeagueState): StepKind {
  if (state.phase === 'preseason') return 'preseason';
  const cupStep = pendingCupStep(state);
  if (cupStep) return cupStep.kind;
  return state.week > WEEKS_PER_SEASON ? 'end-of-season' : 'week';
}

/** The options around each step, outermost first: Football Fortunes around deals and loans, around the step itself. */
const STEP_OPTIONS: readonly StepOption[] = [fortunesAroundStep, dealsAroundStep];

/**
 * Plays the next step, so a league can be driven season after season with one
 * call: pre-season, fourteen weeks, end of season, and again. Each option sees
 * the step that the state it is handed stands at.
 */
export function playStep(state: LeagueState, orders: LeagueOrders, dice: Dice): StepResult {
  const play = STEP_OPTIONS.reduceRight<PlayStep>(
    (inner, option) => (start, own) => option.around(start, own, dice, nextStep(start), inner),
    (start, own) => playOneStep(start, own, dice, nextStep(start)),
  );
  return play(state, orders);
}

/** One step as the calendar has it; accepted deals were carried out before it whatever its kind (a cup round too). */
function playOneStep(state: LeagueState, orders: LeagueOrders, dice: Dice, step: StepKind): StepResult {
  if (step === 'preseason') {
    const result = runPreseason(state, orders, dice);
    startCupSeason(result.state, dice, result.events);
    return result;
  }
  if (step === 'end-of-season') return endSeason(state, dice);
  if (step === 'cup' || step === 'europe') return playCupStep(state, step, orders, dice);
  const result = playWeek(state, orders, dice);
  if (result.state.week === state.week) result.state.week += 1;
  return result;
}

/**
 * The number of a step within its season, for `stepSeed`: 0 is pre-season,
 * 1 to 14 the weeks, 15 the end of season.
 */
export function stepNumber(state: LeagueState): number {
  const step = nextStep(state);
  if (step === 'cup' || step === 'europe') return cupStepNumber(state);
  return step === 'preseason' ? 0 : step === 'end-of-season' ? WEEKS_PER_SEASON + 1 : state.week;
}

/** The dice for the league's next step, derived from its stored seed. */
export function diceSeedForNextStep(state: LeagueState): number {
  return stepSeed(state.seed, state.season, stepNumber(state), state.diceVersion);
}
