import type { Dice } from '../dice.js';
import { aiBids, aiKeep } from './ai.js';
import { sellLots } from './auction.js';
import type { CardsEvent } from './events.js';
import { offerMarketLots, offerOpeningLots, payGateMoney } from './market.js';
import type { CardsLeagueOrders } from './orders.js';
import { playRound } from './play-round.js';
import { endCardsSeason } from './season-end.js';
import { enforceSquadLimit, keepCards, payForKeptCards } from './squad.js';
import type { CardsState } from './state.js';
import { carryOutDeals, makeTrades } from './trades.js';
import { validateCardsOrders, validateLineup } from './validate.js';

export interface CardsStepResult {
  state: CardsState;
  events: CardsEvent[];
}

/**
 * Plays the next step of a cards league, state in and state out; the input is not changed.
 * - keep: each manager keeps cards from the deal; the opening lots are turned over.
 * - opening-auction: the lots are sold; kept cards are paid for.
 * - round: the open market closes (auction, trades, gate money), the next round is played, new lots are shown.
 * - season-end: the last market closes; prizes, trophies, suit rotation, and the next season or the winner.
 * A manager with no orders at all is absent and the AI decides for him; orders that fail the check are refused
 * whole (they were checked when given, so this only happens if the hand changed since).
 */
export function playCardsStep(input: CardsState, orders: CardsLeagueOrders, dice: Dice): CardsStepResult {
  const state = structuredClone(input);
  const events: CardsEvent[] = [];
  const accepted = acceptedOrders(state, orders, events);
  switch (state.phase) {
    case 'keep':
      for (const id of state.managerIds) {
        const manager = state.managers[id]!;
        keepCards(state, manager, accepted[id]?.keep ?? aiKeep(manager, state.suitOrder), events);
      }
      offerOpeningLots(state, events);
      state.phase = 'opening-auction';
      break;
    case 'opening-auction':
      sellLots(state, accepted, dice, events);
      for (const id of state.managerIds) payForKeptCards(state, state.managers[id]!, events);
      enforceSquadLimit(state, events, accepted);
      state.phase = 'round';
      break;
    case 'round':
      closeMarket(state, accepted, dice, events);
      playRound(state, accepted, dice, events);
      offerMarketLots(state, dice, events);
      if (state.nextSlot === state.calendar.length) state.phase = 'season-end';
      break;
    case 'season-end':
      closeMarket(state, accepted, dice, events);
      endCardsSeason(state, dice, events);
      break;
    case 'finished':
      throw new Error('the game is over');
  }
  standSheets(state, input.phase, accepted);
  return { state, events };
}

/**
 * A sheet given in a step without a match (set-up, the season's end) stands for the next one, while it is legal
 * with the hand the step left; a round's sheet already stands once it is played.
 */
function standSheets(state: CardsState, playedPhase: CardsState['phase'], orders: CardsLeagueOrders): void {
  if (playedPhase === 'round') return;
  for (const id of state.managerIds) {
    const manager = state.managers[id]!;
    const sheet = orders[id]?.sheet;
    if (sheet && validateLineup(manager, sheet).length === 0) manager.sheet = sheet;
  }
}

function closeMarket(state: CardsState, orders: CardsLeagueOrders, dice: Dice, events: CardsEvent[]): void {
  const buyers = sellLots(state, orders, dice, events);
  makeTrades(state, orders, events);
  carryOutDeals(state, orders, events);
  enforceSquadLimit(state, events, orders);
  payGateMoney(state, buyers, events);
}

/** Valid orders as given, the AI's for absent managers, nothing for refused ones. */
function acceptedOrders(state: CardsState, orders: CardsLeagueOrders, events: CardsEvent[]): CardsLeagueOrders {
  const accepted: CardsLeagueOrders = {};
  for (const id of state.managerIds) {
    if (!orders[id]) {
      accepted[id] = state.lots.length > 0 ? { bids: aiBids(state, id) } : {};
      continue;
    }
    // Agreed deals are checked one by one when carried out: they do not fall with the rest of his orders.
    const { deals, ...given } = orders[id];
    const agreed = deals ? { deals } : {};
    const violations = validateCardsOrders(state, id, given);
    if (violations.length === 0) accepted[id] = { ...given, ...agreed };
    else {
      accepted[id] = agreed;
      events.push({ type: 'orders-refused', managerId: id, codes: violations.map((v) => v.code) });
    }
  }
  return accepted;
}
