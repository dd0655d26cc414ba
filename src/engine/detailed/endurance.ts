/**
 * Net Results Soccer, "Endurance" (optional rule, on by default as the
 * document strongly suggests). In the second half a d20 of 1 or 20 checks the
 * defensive player's En: at or past it, he must come off at the next dead ball.
 * Only players who started or came on in the first 20 minutes are checked.
 */

export const ENDURANCE_CHECK_D20 = [1, 20] as const;
export const ENDURANCE_CHECKED_IF_ON_BY_MINUTE = 20;

/**
 * Caps on forced rests, counted for each side on its own. The document
 * suggests "a cap of 3 forced rests during a game, and no more than two for
 * any team"; Dugout counts three for each side instead (house rule,
 * docs/rules.md): a shared cap let one side's rests use up the other's, so
 * tired players stayed on while their side still had substitutions.
 * 'home-one' and 'one-each' are the document's other suggestions.
 */
export type ForcedRestLimit = 'standard' | 'home-one' | 'one-each';

export const FORCED_REST_LIMITS: Record<ForcedRestLimit, { home: number; away: number }> = {
  standard: { home: 3, away: 3 },
  'home-one': { home: 1, away: 2 },
  'one-each': { home: 1, away: 1 },
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
  return taken[side] < FORCED_REST_LIMITS[limit][side];
}
