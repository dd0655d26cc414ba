import { copyLeagueState } from './clone-state.js';
import type { Dice } from './dice.js';
import type { EngineEvent } from './model/events.js';
import type { StepResult } from './model/step-result.js';
import type { LeagueOrders } from './model/orders.js';
import type { LeagueState } from './model/types.js';
import type { WeekPhase, PhaseContext } from './phases/context.js';
import { incomePhase } from './phases/income.js';
import { stadiumAndStaffPhase } from './phases/stadium-and-staff.js';
import { trainingPhase } from './phases/training.js';
import { transfersPhase } from './phases/transfers.js';
import { formPhase } from './phases/form.js';
import { selectionPhase } from './phases/selection.js';
import { matchPhase } from './phases/match.js';
import { injuriesPhase } from './phases/injuries.js';
import { resultsPhase } from './phases/results.js';
import { payCupsLeagueIncome } from './phases/cup-income.js';

/** The rulebook's "Flow of Play" for one match week, in its order. */
export const WEEK_PHASES: readonly WeekPhase[] = [
  incomePhase,
  stadiumAndStaffPhase,
  trainingPhase,
  transfersPhase,
  formPhase,
  selectionPhase,
  matchPhase,
  injuriesPhase,
  resultsPhase,
];

/** A league week in a league with cups: its income phase also pays the last cup step's gates (phases/cup-income.ts). */
const WEEK_PHASES_WITH_CUPS: readonly WeekPhase[] = [({ state, events }) => payCupsLeagueIncome(state, events), ...WEEK_PHASES.slice(1)];

/** Plays one week. Pure: the state passed in is not changed. */
export function playWeek(state: LeagueState, orders: LeagueOrders, dice: Dice): StepResult {
  return runPhases(state.cups ? WEEK_PHASES_WITH_CUPS : WEEK_PHASES, state, orders, dice, [
    { type: 'week-started', season: state.season, week: state.week },
  ]);
}

export function runPhases(
  phases: readonly WeekPhase[],
  state: LeagueState,
  orders: LeagueOrders,
  dice: Dice,
  events: EngineEvent[] = [],
): StepResult {
  const ctx: PhaseContext = { state: copyLeagueState(state), orders, dice, events };
  for (const phase of phases) phase(ctx);
  return { state: ctx.state, events: ctx.events };
}
