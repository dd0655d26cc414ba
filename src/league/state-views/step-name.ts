import { CUP_AFTER_WEEKS, EUROPE_AFTER_WEEKS } from '../../engine/cups/calendar.js';
import type { CupStepKind } from '../../engine/model/cups-state.js';
import { roundName } from '../../engine/cups/knockout.js';
import { WEEKS_PER_SEASON } from '../../engine/model/types.js';

const AFTER_WEEKS: Readonly<Record<CupStepKind, readonly number[]>> = { cup: CUP_AFTER_WEEKS, europe: EUROPE_AFTER_WEEKS };
const STEP_WORDS: Readonly<Record<CupStepKind, string>> = { cup: 'Cup', europe: 'European' };

/** A cup step's one name, in every reply, post and page: "Cup round 1", "Cup final", "European quarter-final". */
export function cupStepName(kind: CupStepKind, round: number): string {
  return `${STEP_WORDS[kind]} ${cupRoundName(kind, round)}`;
}

/** A cup step's round by its English name, for a reply to word in its language: "round 1", "quarter-final", "final". */
export function cupRoundName(kind: CupStepKind, round: number): string {
  return roundName(round, AFTER_WEEKS[kind].length);
}

/**
 * The name of the step a league is at or a post was queued in, from its week counter: "pre-season", "week 5", a cup
 * step by its round (it is played after the week before its counter's), and after the last week "the season's end",
 * never a week the season does not have.
 */
export function stepName(step: { week: number; phase: string; cupStep?: CupStepKind | undefined }): string {
  const place = stepPlace(step);
  if (place.kind === 'preseason') return 'pre-season';
  if (place.kind === 'cup') return cupStepName(place.cupStep, place.round);
  return place.kind === 'season-end' ? 'the season’s end' : `week ${place.week}`;
}

/** Where a step stands, for a post to name in its language: the pre-season, a week, a cup step's round, the season's end. */
export type StepPlace =
  | { kind: 'preseason' }
  | { kind: 'week'; week: number }
  | { kind: 'cup'; cupStep: CupStepKind; round: number; roundName: string }
  | { kind: 'season-end' };

export function stepPlace(step: { week: number; phase: string; cupStep?: CupStepKind | undefined }): StepPlace {
  if (step.phase === 'preseason' || step.week === 0) return { kind: 'preseason' };
  if (step.cupStep) {
    const rounds = AFTER_WEEKS[step.cupStep].length;
    const round = AFTER_WEEKS[step.cupStep].indexOf(step.week - 1) + 1;
    if (round > 0) return { kind: 'cup', cupStep: step.cupStep, round, roundName: roundName(round, rounds) };
  }
  return step.week > WEEKS_PER_SEASON ? { kind: 'season-end' } : { kind: 'week', week: step.week };
}
