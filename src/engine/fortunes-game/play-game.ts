import type { Dice } from '../dice.js';
import { fillGameOrders } from './ai.js';
import type { GameEvent } from './events.js';
import { newGame, type NewGameInput } from './new-game.js';
import type { FortunesGame } from './state.js';
import { playTurn } from './turn.js';

/** A whole game with the AI running every manager, for the sim and the balance report: each turn's events in order. */
export function playGameWithAi(input: NewGameInput, dice: Dice): { game: FortunesGame; turns: GameEvent[][] } {
  const { game, events } = newGame(input, dice);
  const turns: GameEvent[][] = [events];
  while (!game.finished) turns.push(playTurn(game, fillGameOrders(game, {}, new Set()), dice));
  return { game, turns };
}
