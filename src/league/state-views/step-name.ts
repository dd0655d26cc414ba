import { CUP_AFTER_WEEKS, EUROPE_AFTER_WEEKS } from '../../engine/cups/calendar.js';
import type { CupStepKind } from '../../engine/model/cups-state.js';
import { roundName } from '../../engine/cups/knockout.js';
import { WEEKS_PER_SEASON } from '../../engine/model/types.js';

const AFTER_WEEKS: Readonly<Record<CupStepKind, readonly number[]>> = { cup: CUP_AFTER_WEEKS, europe: EUROPE_AFTER_WEEKS };
const STEP_WORDS: Readonly<Record<CupStepKind, string>> = { cup: 'Cup', europe: 'European' };

/** A cup step's one name, in every reply, post and page: "Cup round 1", "Cup final", "European quarter-final". */
export function cupStepName(kind: CupStepKind, round: number): string {
  return `${STEP_WORDS[kind]} ${roundName(round, AFTER_WEEKS[kind].length)}`;
}

/**
 * The name of the step a league is at or a post was queued in, from its week counter: "pre-season", "week 5", a cup
 * step by its round (it is played after the week before its counter's), and after the last week "the season's end",
 * never a week the season does not have.
 */
export function stepName(step: { week: number; phase: string; cupStep?: CupStepKind | undefined }): string {
  if (step.phase === 'preseason' || step.week === 0) return 'pre-season';
  if (step.cupStep) {
    const round = AFTER_WEEKS[step.cupStep].indexOf(step.week - 1) + 1;
    if (round > 0) return cupStepName(step.cupStep, round);
  }
  return step.week > WEEKS_PER_SEASON ? 'the season’s end' : `week ${step.week}`;
}
