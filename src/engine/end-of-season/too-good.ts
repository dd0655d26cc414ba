import type { DivisionIndex } from '../model/types.js';

/**
 * House rule (docs/rules.md, "End of season"): a player is too good for his
 * club's division (after promotion and relegation) from this ability. The
 * Fourth's non-player sides shoot at 5 to 7, so a 9 there is a star who wants
 * a bigger stage; the Premier Division keeps everyone.
 */
export const TOO_GOOD_FROM: Readonly<Record<DivisionIndex, number | null>> = { 3: 9, 2: 9.5, 1: 10, 0: null };

export function isTooGood(ability: number, division: DivisionIndex): boolean {
  const threshold = TOO_GOOD_FROM[division];
  return threshold !== null && ability >= threshold;
}
