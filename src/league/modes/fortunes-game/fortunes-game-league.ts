import { CURRENT_DICE_VERSION, seededDice, stepSeed } from '../../../engine/dice.js';
import type { FortunesGamePhase } from '../../../engine/fortunes-game/calendar.js';
import { newGame } from '../../../engine/fortunes-game/new-game.js';
import type { FortunesGame } from '../../../engine/fortunes-game/state.js';
import { shuffled } from '../../../engine/season/fixtures.js';
import { CLUB_NAMES } from '../../../engine/setup/names.js';
import type { LeagueRow } from '../../../db/tables.js';
import { fortunesGameCreation, type FortunesGameCreation } from '../../../db/league-columns.js';

/**
 * A Football Fortunes game as the league layer keeps it: the rulebook's game, with the league's seed and the number
 * of turns played, from which each turn's dice derive (as a cards league's steps derive theirs).
 */
export interface FortunesGameLeague {
  seed: number;
  step: number;
  game: FortunesGame;
}

export type { FortunesGameCreation } from '../../../db/league-columns.js';

/** The managers' clubs, by seat: named from Dugout's fictional towns, drawn with the league's seed. */
export function fortunesManagerClubs(seed: number, managers: number): FortunesGameCreation['managers'] {
  return shuffled(CLUB_NAMES, seededDice(seed))
    .slice(0, managers)
    .map((name, i) => ({ clubId: `manager-${i + 1}`, name }));
}

export function fortunesGameCreationOf(league: Pick<LeagueRow, 'creation_options'>): FortunesGameCreation {
  return fortunesGameCreation(league.creation_options);
}

/** The set-up (rulebook, "Setting up the teams"): the state a game league starts from, with the first turn's moves made. */
export function newFortunesGameLeague(creation: FortunesGameCreation): FortunesGameLeague {
  const { game } = newGame({ managers: creation.managers, skill: creation.skill, seasons: creation.seasons }, seededDice(creation.seed));
  return { seed: creation.seed, step: 0, game };
}

/** The dice of the turn a game is at: from the league's seed, its season and its count of turns. */
export function fortunesGameDiceSeed(state: FortunesGameLeague): number {
  return stepSeed(state.seed, state.game.season, state.step, CURRENT_DICE_VERSION);
}

/** Where the game stands for the league row: the kind of turn played next, or the game over. */
export function fortunesGamePhase(game: FortunesGame): FortunesGamePhase {
  return game.finished ? 'finished' : game.calendar[game.slot]!.kind;
}
