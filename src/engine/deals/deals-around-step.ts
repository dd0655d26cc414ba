import type { StepOption } from '../model/step-option.js';
import { withDeals } from './deal-step.js';

/** Deals and loans around each step: accepted deals carried out before it, loans counted down and ended after it. */
export const dealsAroundStep: StepOption = {
  around: (state, orders, _dice, step, play) => withDeals(state, orders, step, (start) => play(start, orders)),
};
