/**
 * Net Results Soccer, "Endurance" (optional rule, on by default as the
 * document strongly suggests). In the second half a d20 of 1 or 20 checks the
 * defensive player's En: at or past it, he must come off at the next dead ball.
 * Only players who started or came on in the first 20 minutes are checked.
 */

export const ENDURANCE_CHECK_D20 = [1, 20] as const;
export const ENDURANCE_CHECKED_IF_ON_BY_MINUTE = 20;

/** The document's suggestions for capping forced rests; 'standard' is its first. */
export type ForcedRestLimit = 'standard' | 'home-one' | 'one-each';

export const FORCED_REST_LIMITS: Record<ForcedRestLimit, { total: number; home: number; away: number }> = {
  standard: { total: 3, home: 2, away: 2 },
  'home-one': { total: 3, home: 1, away: 2 },
  'one-each': { total: 2, home: 1, away: 1 },
};

export function isEnduranceCheck(d20: number, period: number): boolean {
  return period >= 2 && (d20 === 1 || d20 === 20);
}

/** Whether his En has run out at this minute; `adjust` is the visitors' -10 under home advantages. */
export function enduranceSpent(en: number | null, enteredMinute: number, minute: number, adjust: number): boolean {
  if (en === null || enteredMinute > ENDURANCE_CHECKED_IF_ON_BY_MINUTE) return false;
  return en + adjust <= minute;
}

export function forcedRestAllowed(limit: ForcedRestLimit, side: 'home' | 'away', taken: { home: number; away: number }): boolean {
  const caps = FORCED_REST_LIMITS[limit];
  return taken.home + taken.away < caps.total && taken[side] < caps[side];
}
