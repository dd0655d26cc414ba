import { copyLeagueState } from '../clone-state.js';
import type { EngineEvent } from '../model/events.js';
import type { LeagueOrders } from '../model/orders.js';
import type { LeagueState } from '../model/types.js';
import type { StepKind, StepResult } from '../model/step-result.js';
import { carryOutDeals, dealOrdersOf } from './carry-out.js';
import { countLoanMatches, hasLoans, returnAllLoans } from './loans.js';

/**
 * Deals around a step: the accepted deals are carried out before it (they are
 * the step's orders), loans end at the season's end, and each league week
 * counts down the loans of the clubs that played. A league with no deals and
 * no loans plays the step exactly as it would without this.
 */
export function withDeals(state: LeagueState, orders: LeagueOrders, step: StepKind, play: (state: LeagueState) => StepResult): StepResult {
  const deals = dealOrdersOf(orders);
  const endLoans = step === 'end-of-season' && hasLoans(state);
  if (deals.length === 0 && !endLoans && !(step === 'week' && hasLoans(state))) return play(state);

  const before: EngineEvent[] = [];
  let start = state;
  if (deals.length > 0 || endLoans) {
    start = copyLeagueState(state);
    if (endLoans) returnAllLoans(start, before);
    carryOutDeals(start, deals, before);
  }
  const result = play(start);
  const after: EngineEvent[] = [];
  if (step === 'week') countLoanMatches(result.state, state.week, after);
  return { state: result.state, events: [...before, ...result.events, ...after] };
}
