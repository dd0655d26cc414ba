import { seasonCalendar, type SeasonStep } from '../../engine/cups/calendar.js';
import type { CupsOption } from '../../engine/model/cup-competitions.js';
import type { CupStepKind } from '../../engine/model/cups-state.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { LeagueRow } from '../../db/tables.js';

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

/** The cup or European step the league stands at, as `{ cupStep }` for a view or a post; nothing at any other step. */
export function cupStepOfRow(league: Pick<LeagueRow, 'settings' | 'season' | 'turn'>): { cupStep?: CupStepKind } {
  const cups = league.settings.rules.cups ?? 'off';
  if (cups === 'off') return {};
  const step = calendarStepAt(cups, league.season, league.turn);
  return step?.kind === 'cup' || step?.kind === 'europe' ? { cupStep: step.kind } : {};
}

/** The cup or European step a played step's events tell of, as `{ cupStep }` for a post; nothing for any other step. */
export function cupStepOf(events: EngineEvent[]): { cupStep?: CupStepKind } {
  const started = events.find((e) => e.type === 'cup-step-started');
  return started?.type === 'cup-step-started' ? { cupStep: started.kind } : {};
}
