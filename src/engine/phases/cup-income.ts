import type { EngineEvent } from '../model/events.js';
import { changeMoney } from '../money/ledger.js';
import { payHomeGameIncome } from '../phases/income.js';
import type { LeagueState } from '../model/types.js';

/**
 * Rulebook, "Income", in a league with cups: each step takes the gate of the club's previous game. That is the
 * league week before it, unless a cup step came between and took it already, and the last step's cup ties (each
 * club's half of the gate). The end of season takes the last week's, when the final did not.
 */
export function payCupsLeagueIncome(state: LeagueState, events: EngineEvent[]): void {
  const cups = state.cups!;
  const round = state.week - 1;
  if (round >= 1 && round > cups.leagueGatesPaid) {
    for (const club of Object.values(state.clubs)) if (club.playerControlled) payHomeGameIncome(state, events, club.id, round);
    cups.leagueGatesPaid = round;
  }
  for (const due of cups.gatesDue) changeMoney(state, events, due.clubId, due.amount, 'cup-gate', due.detail);
  cups.gatesDue = [];
}
