import { WEEKS_PER_SEASON, type LeagueState } from '../model/types.js';
import { seasonCalendar, type SeasonStep } from './calendar.js';
import type { CupStepKind } from '../model/cups-state.js';

/** The cup and European steps of the league's season, in calendar order, each with the league week it follows. */
export function cupStepsOf(state: LeagueState): { kind: CupStepKind; round: number; afterWeek: number }[] {
  const cups = state.settings.cups ?? 'off';
  if (cups === 'off') return [];
  const steps: { kind: CupStepKind; round: number; afterWeek: number }[] = [];
  let week = 0;
  for (const step of seasonCalendar({ cups, season: state.season }) as SeasonStep[]) {
    if (step.kind === 'league') week = step.week;
    if (step.kind === 'cup' || step.kind === 'europe') steps.push({ kind: step.kind, round: step.round, afterWeek: week });
  }
  return steps;
}

/** The cup or European step the league plays next, or null when its next step is a league week (or no step of the cups). */
export function pendingCupStep(state: LeagueState): { kind: CupStepKind; round: number; afterWeek: number } | null {
  if (state.phase !== 'season' || !state.cups || state.cups.season !== state.season) return null;
  const next = cupStepsOf(state)[state.cups.stepsPlayed];
  return next && next.afterWeek < state.week ? next : null;
}

/**
 * The number a cup step's dice derive from (stepSeed): after the end of season's (15), one for each cup step of
 * the season in turn, so no two steps of a season share their dice.
 */
export function cupStepNumber(state: LeagueState): number {
  return WEEKS_PER_SEASON + 2 + (state.cups?.stepsPlayed ?? 0);
}
