import { WEEKS_PER_SEASON } from '../model/types.js';
import type { CupsOption } from '../model/cup-competitions.js';

/** One step of a season, played in turn: a league week, a cup round, a European round (all three competitions). */
export type SeasonStep =
  | { kind: 'preseason' }
  | { kind: 'league'; week: number }
  | { kind: 'cup'; round: number }
  | { kind: 'europe'; round: number }
  | { kind: 'end-of-season' };

export interface CalendarOptions {
  cups: CupsOption;
  season: number;
}

/** House rule (docs/rules.md, "Cups"): the cup's five rounds follow these league weeks, the final the last. */
export const CUP_AFTER_WEEKS: readonly number[] = [2, 5, 8, 11, 14];
/** Europe's four rounds follow these league weeks, on steps of their own. */
export const EUROPE_AFTER_WEEKS: readonly number[] = [3, 6, 9, 12];

/** Europe is played from season two (Football Fortunes), in leagues that chose it. */
export function playsEurope(options: CalendarOptions): boolean {
  return options.cups === 'cup+europe' && options.season >= 2;
}

/** The steps of one season, in order, as data: what the league plays next is `calendar[stepIndex]`. */
export function seasonCalendar(options: CalendarOptions): SeasonStep[] {
  const steps: SeasonStep[] = [{ kind: 'preseason' }];
  for (let week = 1; week <= WEEKS_PER_SEASON; week++) {
    steps.push({ kind: 'league', week });
    const cupRound = CUP_AFTER_WEEKS.indexOf(week) + 1;
    if (options.cups !== 'off' && cupRound > 0) steps.push({ kind: 'cup', round: cupRound });
    const europeRound = EUROPE_AFTER_WEEKS.indexOf(week) + 1;
    if (playsEurope(options) && europeRound > 0) steps.push({ kind: 'europe', round: europeRound });
  }
  steps.push({ kind: 'end-of-season' });
  return steps;
}
