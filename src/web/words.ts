import type { DivisionIndex } from '../engine/model/types.js';
import { DIVISIONS } from '../league/state-views/rule-figures.js';

/** The divisions as Discord names them: "Premier Division" on both. */
export function divisionName(index: DivisionIndex | number): string {
  return `${DIVISIONS[index] ?? `Division ${index + 1}`} Division`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
