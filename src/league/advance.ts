import type { LeagueDeps } from './deps.js';
import type { AdvanceOutcome, WeekRef } from './views.js';

/** Steps of the advance pipeline, named so a test can inject a failure at each. */
export const ADVANCE_STEPS = ['locked', 'checked', 'loaded', 'orders-filled', 'played', 'state-written', 'results-written', 'ledger-written', 'outbox-written', 'week-bumped'] as const;
export type AdvanceStep = (typeof ADVANCE_STEPS)[number];

export interface AdvanceOptions {
  /** Called after each step; a test throws from it to check nothing partial is left. */
  afterStep?: (step: AdvanceStep) => void | Promise<void>;
}

export async function advanceWeek(_deps: LeagueDeps, _leagueId: string, _expected: WeekRef, _options: AdvanceOptions = {}): Promise<AdvanceOutcome> {
  throw new Error('advanceWeek: not yet');
}
