import type { StepOption } from '../model/step-option.js';
import { playWithGameOptions } from './fortunes-step.js';
import { hasGameOptions } from './league-options.js';

/** Football Fortunes, a game's length and its difficulty around each step; a league without them is not touched. */
export const fortunesAroundStep: StepOption = {
  around: (state, orders, dice, step, play) =>
    hasGameOptions(state) ? playWithGameOptions(state, orders, dice, step, (start, own) => play(start, own)) : play(state, orders),
};
