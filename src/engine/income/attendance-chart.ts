import type { DivisionIndex } from '../model/types.js';

/**
 * Rulebook, "Income": attendance at a home game, by the home club's division
 * (0 Premier .. 3 Fourth). A situation with no value in a division adds nothing.
 */
export const ATTENDANCE_CHART = {
  hardcore: { 3: 10_000, 2: 15_000, 1: 20_000, 0: 30_000 },
  fairweatherPerWin: { 3: 500, 2: 1_000, 1: 1_500, 0: 2_000 },
  /** No club is relegated into the Premier Division. */
  opponentRelegatedLastSeason: { 3: 5_000, 2: 6_000, 1: 8_000, 0: 0 },
  opponentChampions: { 3: 0, 2: 0, 1: 0, 0: 10_000 },
  /** House rule: the printed row is empty; half the champions' draw (docs/rules.md, "Income"). */
  opponentRunnersUp: { 3: 0, 2: 0, 1: 0, 0: 5_000 },
} as const satisfies Record<string, Record<DivisionIndex, number>>;

/**
 * House rule (docs/rules.md, "Income"): the worked example's 13,000 is
 * 10,000 season tickets and 3,000 away fans in the Fourth; away support
 * grows a thousand a division.
 */
export const AWAY_FANS: Readonly<Record<DivisionIndex, number>> = { 3: 3_000, 2: 4_000, 1: 5_000, 0: 6_000 };

/** Rulebook, "Income": every ticket costs £10. */
export const TICKET_PRICE = 10;
