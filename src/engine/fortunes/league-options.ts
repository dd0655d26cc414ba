import type { Dice } from '../dice.js';
import { nonPlayerChart } from '../setup/non-player-chart.js';
import type { LeagueState } from '../model/types.js';
import { chartAtDifficulty } from './difficulty.js';
import type { FortuneEvent } from '../model/fortune-events.js';
import { newFortunesState } from '../model/fortunes-state.js';
import { openAuctionPool } from './opening-pool.js';

/** Whether a league plays with any of the options that run through the Fortunes step. */
export function hasGameOptions(state: LeagueState): boolean {
  const { fortunes, seasons, difficulty } = state.settings;
  return fortunes === true || seasons !== undefined || (difficulty !== undefined && difficulty !== 2);
}

/**
 * Rulebook (003), skill level: every non-player team's chart at the league's
 * difficulty. Charts are dealt afresh each pre-season (division rankings), so
 * this runs after each, and once at creation.
 */
export function applyDifficulty(state: LeagueState): void {
  const difficulty = state.settings.difficulty ?? 2;
  if (difficulty === 2) return;
  for (const club of Object.values(state.clubs)) {
    if (!club.playerControlled) club.chart = chartAtDifficulty(nonPlayerChart(club.division, club.ranking), difficulty);
  }
}

/**
 * A new league's options: its charts at the difficulty, and with Fortunes the
 * board (every manager on Start), the bank's six Immunity cards and the
 * opening auction pool, rolled after everything else so the rest of the
 * league is the same as without the option.
 */
export function setUpGameOptions(state: LeagueState, dice: Dice): FortuneEvent[] {
  applyDifficulty(state);
  if (!state.settings.fortunes) return [];
  const managers = Object.values(state.clubs).filter((c) => c.playerControlled);
  state.fortunes = newFortunesState(managers.map((c) => c.id));
  const events: FortuneEvent[] = [];
  openAuctionPool(state, state.fortunes, managers[0]?.division ?? 3, dice, events);
  return events;
}
