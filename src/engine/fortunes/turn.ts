import type { Dice } from '../dice.js';
import type { LeagueState } from '../model/types.js';
import { rollSquare, type Square } from './board.js';
import { aiCrisisSection } from './crisis.js';
import { drawCard } from './draw-card.js';
import type { FortuneEvent } from '../model/fortune-events.js';
import type { FortunesState } from '../model/fortunes-state.js';
import type { SquareOrders } from './land.js';

/** The managers still in the game, in a fixed order so a replay rolls the same dice for the same man. */
export function activeManagers(fortunes: FortunesState): string[] {
  return Object.keys(fortunes.positions)
    .filter((id) => !fortunes.resigned.includes(id))
    .sort();
}

/**
 * Rulebook (003), "Starting the Game": each manager's die is rolled and he
 * moves. Done when a week opens, so he knows his square before the deadline
 * and can order for it.
 */
export function moveManagers(fortunes: FortunesState, dice: Dice, events: FortuneEvent[]): Record<string, Square> {
  const squares: Record<string, Square> = {};
  for (const clubId of activeManagers(fortunes)) {
    const move = rollSquare(fortunes.positions[clubId]!, dice);
    fortunes.positions[clubId] = move.to;
    squares[clubId] = move.square;
    events.push({ type: 'fortune-moved', clubId, ...move });
  }
  return squares;
}

/** Rulebook (003), "Pre-season Fortunes": before each season but the first, a Manager's Luck and a Selection Problem each. */
export function preseasonFortunes(
  state: LeagueState,
  fortunes: FortunesState,
  orders: Readonly<Record<string, SquareOrders>>,
  dice: Dice,
  events: FortuneEvent[],
): void {
  if (state.season < 2) return;
  for (const clubId of activeManagers(fortunes)) {
    drawCard(state, fortunes, clubId, 'luck', dice, events);
    drawCard(state, fortunes, clubId, 'selection-problems', dice, events, { useImmunity: orders[clubId]?.useImmunity });
  }
}

/**
 * What the AI orders for an absent manager's square: a Crisis section, and
 * his Immunity card against any Selection Problem (it is spent only on one
 * that harms him). It never sells to the bank: a manager who was away should
 * come back to the squad he left, as in Dugout's other orders.
 */
export function aiSquareOrders(state: LeagueState, clubId: string, square: Square): SquareOrders {
  if (square === 'crisis') return { crisisSection: aiCrisisSection(state, clubId) };
  if (square === 'selection-problems') return { useImmunity: true };
  return {};
}
