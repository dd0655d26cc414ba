import type { DivisionIndex, Position, StaffRole } from '../model/types.js';

/**
 * House rule (docs/rules.md, "Staff"): weekly wages. The rulebook says staff
 * are "quite expensive" but prints no figures. Paid fifteen times a season
 * (fourteen weeks and the end of season), a full staff costs more than a
 * Fourth Division club's gates and a fraction of a Premier club's, so staff
 * pay their way for clubs with the squad and the crowd to use them, not all.
 */
export const WEEKLY_WAGE: Readonly<Record<StaffRole, number>> = {
  headCoach: 30_000,
  assistantManager: 35_000,
  chiefScout: 20_000,
  youthTeamCoach: 20_000,
  clubDoctor: 30_000,
};

export const STAFF_TITLE: Readonly<Record<StaffRole, string>> = {
  headCoach: 'Head Coach',
  assistantManager: 'Assistant Manager',
  chiefScout: 'Chief Scout',
  youthTeamCoach: 'Youth Team Coach',
  clubDoctor: 'Club Doctor',
};

/** Rulebook, "Youth Team Coach": a 17-year-old for every three consecutive weeks employed. */
export const YOUTH_EVERY_WEEKS = 3;
export const YOUTH_AGE = 17;

/** Rulebook, "Youth Team Coach": his rating by division (0 Premier .. 3 Fourth). */
export const YOUTH_ABILITY: Readonly<Record<DivisionIndex, number>> = { 3: 5.5, 2: 6, 1: 6.5, 0: 7 };

/** Rulebook, "Youth Team Coach": the position die (not the transfer chart's order). */
export const YOUTH_POSITION_BY_ROLL: readonly Position[] = ['GK', 'CB', 'SB', 'CM', 'SM', 'CF'];

/** Rulebook, "Youth Team Coach": a youth player can be listed at £100,000. */
export const YOUTH_VALUE = 100_000;
