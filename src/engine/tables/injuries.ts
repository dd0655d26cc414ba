import type { InjuryOutcome } from '../model/week-events.js';

export type { InjuryOutcome } from '../model/week-events.js';
/**
 * Rulebook, "Injuries": a player of the squad is injured on 11 or 12 on two
 * dice; two more dice give the weeks out. 'Tr' is a niggle: available, but he
 * can only train FIT in the next session. Keys are the total of two dice.
 */
export const INJURY_ROLL_AT_LEAST = 11;

export const UNSELECTED_INJURIES: Readonly<Record<number, InjuryOutcome>> = {
  2: 5,
  3: 4,
  4: 3,
  5: 2,
  6: 1,
  7: 'Tr',
  8: 1,
  9: 2,
  10: 3,
  11: 4,
  12: 6,
};

export const SELECTED_INJURIES: Readonly<Record<number, InjuryOutcome>> = {
  2: 7,
  3: 5,
  4: 3,
  5: 2,
  6: 1,
  7: 1,
  8: 2,
  // House rule: the printed row stops at 8; 9 to 11 continue it as the unselected row plus one week, 12 matches 2.
  9: 3,
  10: 4,
  11: 5,
  12: 7,
};

export function injuryOutcome(total: number, selected: boolean): InjuryOutcome {
  const outcome = (selected ? SELECTED_INJURIES : UNSELECTED_INJURIES)[total];
  if (outcome === undefined) throw new Error(`no injury row for a roll of ${total}`);
  return outcome;
}

/** Rulebook, "Club Doctor": one week off every injury, never below one week. */
export function withClubDoctor(weeks: number): number {
  return Math.max(1, weeks - 1);
}
