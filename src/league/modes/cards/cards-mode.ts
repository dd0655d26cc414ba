import { saveCardsState } from '../../../db/repositories/cards.repository.js';
import { updateLeague } from '../../../db/repositories/league.repository.js';
import { aiBids, aiKeep } from '../../../engine/cards/ai.js';
import type { CardsEvent } from '../../../engine/cards/events.js';
import type { CardsLeagueOrders, CardsOrders } from '../../../engine/cards/orders.js';
import { playCardsStep } from '../../../engine/cards/step.js';
import { validateCardsOrders } from '../../../engine/cards/validate.js';
import { seededDice } from '../../../engine/dice.js';
import type { Violation } from '../../../engine/model/violations.js';
import { settleCardsDeals } from '../../deals/settle-cards-deals.js';
import type { GameMode } from '../../shared/game-mode.js';
import { cardsCreationOf, cardsDiceSeed, newCardsLeague, readCards, type CardsLeague } from '../../shared/cards-league.js';
import { cardsMessages } from './cards-messages.js';

export interface CardsTypes {
  state: CardsLeague;
  orders: CardsLeagueOrders;
  clubOrders: CardsOrders;
  event: CardsEvent;
  snapshot: null;
}

/**
 * The orders of a manager nobody runs: the card AI's keep and bids (docs/cards.md, "Absent managers"). A manager
 * who gave nothing keeps his standing sheet and bids nothing; the engine keeps for him if he did not.
 */
export function fillCardsOrders(state: CardsLeague, stored: CardsLeagueOrders, managed: ReadonlySet<string>): CardsLeagueOrders {
  const { game } = state;
  const orders: CardsLeagueOrders = {};
  for (const id of game.managerIds) {
    const manager = game.managers[id]!;
    // An accepted deal alone does not make a manager present: the AI still bids for an absent one.
    const { deals, ...given } = stored[id] ?? {};
    const agreed = deals ? { deals } : {};
    if (Object.keys(given).length > 0) orders[id] = { ...given, ...agreed };
    else if (managed.has(id)) orders[id] = agreed;
    else if (game.phase === 'keep') orders[id] = { keep: aiKeep(manager, game.suitOrder), ...agreed };
    else orders[id] = game.lots.length > 0 ? { bids: aiBids(game, id), ...agreed } : agreed;
  }
  return orders;
}

/** The five-a-side card game (shared/seeds/002): its engine in src/engine/cards, its state one JSON row per league. */
export const cards: GameMode<CardsTypes> = {
  game: 'cards',
  initialState: (league) => newCardsLeague(cardsCreationOf(league)),
  load: async (trx, league) => ({ state: await readCards(trx, league.id), snapshot: null }),
  read: (trx, league) => readCards(trx, league.id),
  position: (state) => ({ season: state.game.season, week: state.game.nextSlot, phase: state.game.phase, nextId: state.step }),
  fillOrders: fillCardsOrders,
  // The cards violations share the football ones' shape: a code and a sentence for the manager.
  validate: (state, clubId, orders) => validateCardsOrders(state.game, clubId, orders) as unknown as Violation[],
  diceSeed: cardsDiceSeed,
  playStep(state, orders, seed) {
    const { state: game, events } = playCardsStep(state.game, orders, seededDice(seed));
    return { state: { seed: state.seed, step: state.step + 1, game }, events };
  },
  async save(trx, { league, after }) {
    await saveCardsState(trx, league.id, after);
    // A won game has no step left to play: the league rests, so no deadline or reminder comes for it again.
    if (after.game.phase === 'finished') await updateLeague(trx, league.id, { paused: true });
  },
  async keepBooks(trx, { league, events, at }) {
    // Money is the game's own, in its state: only the offers its trades settled are written beside it.
    await settleCardsDeals(trx, { league, events, at });
  },
  messages: cardsMessages,
};
