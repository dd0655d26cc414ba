import type { Dice } from '../dice.js';
import type { LeagueOrders } from './orders.js';
import type { StepKind, StepResult } from './step-result.js';
import type { LeagueState } from './types.js';

/** The step as an option around it sees it: the options inside it, then the step itself, with the step's dice. */
export type PlayStep = (state: LeagueState, orders: LeagueOrders) => StepResult;

/**
 * A league option that works around every step of the season (deals and loans, Football Fortunes): it may act
 * before the step and after it, or stand aside, and plays the rest through `play`. A league without the option
 * plays exactly as it would without it. Cups are not one: they are steps of the calendar (`nextStep`).
 */
export interface StepOption {
  around(state: LeagueState, orders: LeagueOrders, dice: Dice, step: StepKind, play: PlayStep): StepResult;
}
