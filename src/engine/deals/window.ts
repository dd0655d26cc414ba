import { CUP_AFTER_WEEKS, EUROPE_AFTER_WEEKS, playsEurope } from '../cups/calendar.js';
import { CUPS_OPTIONS, FIELD_SIZE, type CupsOption } from '../model/cup-competitions.js';
import { WEEKS_PER_SEASON, type LeagueSettings, type LeagueState } from '../model/types.js';

/**
 * House rule (docs/rules.md, "Deals between managers"): a league without cups
 * has no semi-final to close the window on, so deals close for the season's
 * last four weeks, about where the cup's semi-final falls (after week 11).
 */
export const CLOSED_WEEKS_WITHOUT_CUPS = 4;

/** The league's cups option (`settings.cups`, as the cups read it), or off when it has none (leagues made before cups). */
export function cupsOptionOf(settings: LeagueSettings): CupsOption {
  return CUPS_OPTIONS.find((option) => option === settings.cups) ?? 'off';
}

/** A knockout of `field` clubs has its semi-final in the round before the last. */
function semiFinalRound(field: number): number {
  return Math.log2(field) - 1;
}

/**
 * The last league week a deal can be carried out in. Football Fortunes:
 * "Immediately the semi-final of any Cup competition has been played, no new
 * loans or transfers can take place until the start of the new season." The
 * semi-final's step follows the league week named in the calendar, so deals
 * close from the first such step on.
 */
export function lastDealWeek(state: Pick<LeagueState, 'season' | 'settings'>): number {
  const cups = cupsOptionOf(state.settings);
  if (cups === 'off') return WEEKS_PER_SEASON - CLOSED_WEEKS_WITHOUT_CUPS;
  const semis = [CUP_AFTER_WEEKS[semiFinalRound(FIELD_SIZE.cup) - 1]!];
  if (playsEurope({ cups, season: state.season })) {
    semis.push(EUROPE_AFTER_WEEKS[semiFinalRound(FIELD_SIZE['european-cup']) - 1]!);
  }
  return Math.min(...semis);
}

/** Whether a deal can be carried out in the league's next step: from pre-season until the window closes. */
export function dealsOpen(state: Pick<LeagueState, 'phase' | 'week' | 'season' | 'settings'>): boolean {
  if (state.phase === 'preseason') return true;
  if (state.phase !== 'season') return false;
  return state.week <= lastDealWeek(state);
}

/** League matches left in the season from the next step on: the longest loan there is. */
export function matchesLeft(state: Pick<LeagueState, 'phase' | 'week'>): number {
  if (state.phase === 'preseason') return WEEKS_PER_SEASON;
  if (state.phase !== 'season') return 0;
  return Math.max(0, WEEKS_PER_SEASON - state.week + 1);
}
