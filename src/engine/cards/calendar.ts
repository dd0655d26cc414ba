import type { RoundSlot } from './state.js';

/**
 * House rule (docs/cards.md, "The calendar"): the cup rounds come at fixed points, cup round k after league round
 * round(L·k / (C + 1)), so they spread evenly and the final comes before the last league rounds.
 */
export function seasonCalendar(leagueRounds: number, cupRounds: number): RoundSlot[] {
  const slots: RoundSlot[] = [];
  let cup = 1;
  for (let round = 1; round <= leagueRounds; round++) {
    slots.push({ kind: 'league', round });
    while (cup <= cupRounds && Math.round((leagueRounds * cup) / (cupRounds + 1)) === round) slots.push({ kind: 'cup', round: cup++ });
  }
  return slots;
}
