import { CUP_AFTER_WEEKS, EUROPE_AFTER_WEEKS, seasonCalendar } from '../../engine/cups/calendar.js';
import { COMPETITION_NAMES } from '../../engine/cups/competition-names.js';
import type { CupsOption } from '../../engine/model/cup-competitions.js';
import { roundName } from '../../engine/cups/knockout.js';

/** A cup or European round the calendar plays between a league week and the next. */
export interface CupRoundAfterWeek {
  /** 'Cup', or 'Europe' for the three European competitions' round together. */
  competitions: string;
  roundName: string;
}

/**
 * The cup and European rounds the league plays after a league week and before the next one, read off the season's
 * calendar, so /league fixtures and /league results can say which /cup rounds sit between their weeks.
 */
export function cupRoundsAfterWeek(cups: CupsOption, season: number, week: number): CupRoundAfterWeek[] {
  if (cups === 'off') return [];
  const calendar = seasonCalendar({ cups, season });
  const at = calendar.findIndex((step) => step.kind === 'league' && step.week === week);
  if (at < 0) return [];
  const rounds: CupRoundAfterWeek[] = [];
  for (const step of calendar.slice(at + 1)) {
    if (step.kind === 'cup') rounds.push({ competitions: COMPETITION_NAMES.cup, roundName: roundName(step.round, CUP_AFTER_WEEKS.length) });
    else if (step.kind === 'europe') rounds.push({ competitions: 'Europe', roundName: roundName(step.round, EUROPE_AFTER_WEEKS.length) });
    else break;
  }
  return rounds;
}
