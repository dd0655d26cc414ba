import type { Dice } from '../dice.js';
import type { CardsEvent } from './events.js';
import { peekAndReturn, takeFromTop } from './pack.js';
import type { CardsState } from './state.js';
import { levelOf } from './suit-levels.js';

/** Section 8: the top card is shown and put back under the pack; as many lots as its level come off the top. */
export function offerMarketLots(state: CardsState, dice: Dice, events: CardsEvent[]): void {
  const drawnCard = peekAndReturn(state.pack, dice);
  state.lots = takeFromTop(state.pack, levelOf(drawnCard, state.suitOrder));
  events.push({ type: 'lots-offered', lots: [...state.lots], drawnCard });
}

/** The opening auction (section 2): as many lots as managers. */
export function offerOpeningLots(state: CardsState, events: CardsEvent[]): void {
  state.lots = takeFromTop(state.pack, state.managerIds.length);
  events.push({ type: 'lots-offered', lots: [...state.lots], drawnCard: null });
}

export const GATE_PENCE = 100;

/**
 * Gate money when the market closes: £1 to each manager who played in the round, and £1 more to one who spent
 * nothing at the auction. A manager out of the cup in a cup round gets none.
 */
export function payGateMoney(state: CardsState, buyers: ReadonlySet<string>, events: CardsEvent[]): void {
  for (const managerId of state.playedLastRound) {
    const pence = GATE_PENCE * (buyers.has(managerId) ? 1 : 2);
    state.managers[managerId]!.pence += pence;
    events.push({ type: 'gate-money', managerId, pence });
  }
  state.playedLastRound = [];
}
