import { seasonCalendar, type SeasonStep } from '../../engine/cups/calendar.js';
import type { CupsOption } from '../../engine/cups/competitions.js';

/** New leagues play the cup and, from season two, Europe (`/league create cups:`). */
export const DEFAULT_CUPS: CupsOption = 'cup+europe';

/**
 * The step of the season a league's turn stands at, read off the calendar: every turn is one step, and each season's
 * calendar says how many it has (16 without cups, 21 with the cup, 25 with Europe too).
 */
export function calendarStepAt(cups: CupsOption, season: number, turn: number): SeasonStep | null {
  let first = 0;
  for (let s = 1; s < season; s++) first += seasonCalendar({ cups, season: s }).length;
  return seasonCalendar({ cups, season })[turn - first] ?? null;
}
