import type { Dice } from '../engine/dice.js';
import type { ClubOrders, LeagueOrders } from '../engine/orders.js';
import { bestLineup } from '../engine/selection/best-lineup.js';
import type { LeagueState } from '../engine/types.js';
import { WEEKS_PER_SEASON } from '../engine/types.js';
import { advanceWeek, type StepResult } from '../engine/week.js';

/**
 * Where the league layer reaches the engine's season: one step of a league
 * (pre-season, a week, the end of season) and the AI manager's orders.
 */
export function playStep(state: LeagueState, orders: LeagueOrders, dice: Dice): StepResult {
  if (state.phase === 'season') {
    const result = advanceWeek(state, orders, dice);
    if (result.state.week === state.week) {
      result.state.week += 1;
      if (result.state.week > WEEKS_PER_SEASON) result.state.phase = 'ended';
    }
    return result;
  }
  const next = structuredClone(state);
  if (state.phase === 'preseason') {
    next.phase = 'season';
    next.week = 1;
  } else {
    next.phase = 'preseason';
    next.season += 1;
    next.week = 0;
  }
  return { state: next, events: [] };
}

/** The AI manager's orders for one club. */
export function aiOrders(state: LeagueState, clubId: string): ClubOrders {
  const lineup = bestLineup(state, clubId);
  return lineup ? { selection: { lineup } } : {};
}
