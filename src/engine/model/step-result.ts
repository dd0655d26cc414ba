import type { EngineEvent } from './events.js';
import type { LeagueState } from './types.js';

/** The steps of a season's calendar. */
export type StepKind = 'preseason' | 'week' | 'cup' | 'europe' | 'end-of-season';

/** What a step gives back: the league after it, and what happened. */
export interface StepResult {
  state: LeagueState;
  events: EngineEvent[];
}
