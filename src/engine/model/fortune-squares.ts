/**
 * House rule (docs/rules.md, "Football Fortunes"): the seed names the squares
 * but prints neither the board nor the die. 24 squares moved by a d6: about two
 * laps a 14-week season, so each kind of square comes round about as often as
 * its count says (a Crisis about once in two seasons, Wages about twice a season).
 */
export const SQUARES = [
  'start',
  'wages',
  'luck',
  'selection-problems',
  'auction',
  'half-price-auction',
  'sponsorship',
  'bank-finance',
  'sunday',
  'crisis',
] as const;
export type Square = (typeof SQUARES)[number];
