import { allAiOrders } from '../src/engine/ai/fill-orders.js';
import { seededDice } from '../src/engine/dice.js';
import { newLeague } from '../src/engine/new-league.js';
import { diceSeedForNextStep, playStep } from '../src/engine/step.js';
import { playWeek } from '../src/engine/week.js';
import { perSecond, type Bench } from './bench.js';

/** Whole match weeks (every phase) of a league with eight player-controlled clubs, orders from the AI. */
const bench: Bench = {
  name: 'match week',
  run() {
    const preseason = newLeague({ seed: 7, humanClubs: 8 });
    const state = playStep(preseason, allAiOrders(preseason), seededDice(diceSeedForNextStep(preseason))).state;
    const orders = allAiOrders(state);
    let seed = 0;
    return [{ label: 'playWeek, 8 player clubs', value: perSecond(() => playWeek(state, orders, seededDice(seed++)), 2000), unit: 'weeks/s' }];
  },
};

export default bench;
