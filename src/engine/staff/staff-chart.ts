import type { DivisionIndex, Position, StaffRole } from '../types.js';

/**
 * House rule (docs/rules.md, "Staff"): weekly wages. The rulebook says staff
 * are "quite expensive" but prints no figures. Paid fifteen times a season
 * (fourteen weeks and the end of season), a member of staff costs a Fourth
 * Division club a good part of its gate; what he gives back is worth more to
 * a club with the squad or the ambition to use him, and less to others.
 */
export const WEEKLY_WAGE: Readonly<Record<StaffRole, number>> = {
  headCoach: 12_000,
  assistantManager: 15_000,
  chiefScout: 8_000,
  youthTeamCoach: 10_000,
  clubDoctor: 10_000,
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
