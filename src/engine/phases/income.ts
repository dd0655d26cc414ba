import type { EngineEvent } from '../model/events.js';
import { homeGameIncome } from '../income/home-game-income.js';
import { thousands } from '../money/format.js';
import { changeMoney } from '../money/ledger.js';
import type { LeagueState } from '../model/types.js';
import type { WeekPhase } from './context.js';

/** Rulebook, "Income": each week a club takes the gate of its previous game, if it was at home. */
export const incomePhase: WeekPhase = ({ state, events }) => {
  if (state.week <= 1) return;
  for (const club of Object.values(state.clubs)) {
    if (club.playerControlled) payHomeGameIncome(state, events, club.id, state.week - 1);
  }
};

export function payHomeGameIncome(state: LeagueState, events: EngineEvent[], clubId: string, round: number): void {
  const income = homeGameIncome(state, clubId, round);
  if (!income) return;
  events.push({ type: 'attendance', ...income });
  const opponent = state.clubs[income.opponentId]!.name;
  // Booked a week after the game (the rulebook's timing): the words name the game it came from.
  const game = `week ${round} v ${opponent}`;
  changeMoney(state, events, clubId, income.tickets, 'ticket-income', `${thousands(income.attendance)} watched ${game}`);
  changeMoney(state, events, clubId, income.boxes, 'box-income', `Executive boxes, ${game}`);
}
