import { CURRENT_DICE_VERSION, seededDice, stepSeed } from '../../engine/dice.js';
import { newCardsGame } from '../../engine/cards/new-game.js';
import { dummyIds, leagueSize } from '../../engine/cards/sizes.js';
import type { CardsState } from '../../engine/cards/state.js';
import type { LeagueRow } from '../../db/tables.js';
import { loadCardsState } from '../../db/repositories/cards.repository.js';
import { cardsCreation, type CardsCreation } from '../../db/league-columns.js';

/**
 * A cards league as the league layer keeps it: the game's state, with the league's seed and the number of steps
 * played, from which each step's dice derive (as football's steps derive theirs from the league seed).
 */
export interface CardsLeague {
  seed: number;
  step: number;
  game: CardsState;
}

/** What a cards league is created from, kept in its creation options so a replay starts from the same deal. */
export type { CardsCreation } from '../../db/league-columns.js';

/** The clubs managers take, by seat, and the dummies that pad the league (docs/cards.md, "Sizes and the dummies"). */
const MANAGER_CLUB_NAMES = ['Ace Athletic', 'Royal Flush', 'Full House', 'Trumps United', 'Jokers Rovers', 'Deuce City'];

export function cardsClubs(managers: number): { id: string; name: string; managed: boolean }[] {
  const seats = MANAGER_CLUB_NAMES.slice(0, managers).map((name, i) => ({ id: `hand-${i + 1}`, name, managed: true }));
  const dummies = dummyIds(leagueSize(managers) - managers).map((id, i) => ({ id, name: `Dummy XI ${i + 1}`, managed: false }));
  return [...seats, ...dummies];
}

export function cardsCreationOf(league: Pick<LeagueRow, 'creation_options'>): CardsCreation {
  return cardsCreation(league.creation_options);
}

/** The deal: the state a cards league starts from. */
export function newCardsLeague(creation: CardsCreation): CardsLeague {
  return {
    seed: creation.seed,
    step: 0,
    game: newCardsGame(creation.managerClubIds, creation.seasons, seededDice(creation.seed), { balance: creation.balance }),
  };
}

/** The dice of the step a cards league is at: from the league's seed, its season and its count of steps. */
export function cardsDiceSeed(state: CardsLeague): number {
  return stepSeed(state.seed, state.game.season, state.step, CURRENT_DICE_VERSION);
}

/** A cards league's stored state; every cards league has one from its creation. */
export async function readCards(db: Parameters<typeof loadCardsState>[0], leagueId: string): Promise<CardsLeague> {
  const state = await loadCardsState(db, leagueId);
  if (!state) throw new Error(`cards league ${leagueId} has no state`);
  return state as CardsLeague;
}
