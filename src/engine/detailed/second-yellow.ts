/**
 * Net Results Soccer, "Cd", second yellow cards: a d20 decides it, with one
 * point of chance for every two minutes since his first card, never above
 * 1-14. A player with * by his Cd always has at least 1-10 and can reach 1-20.
 */
export const SECOND_YELLOW = {
  minutesPerPoint: 2,
  cap: 14,
  starFloor: 10,
  starCap: 20,
} as const;

/** The top of the d20 range that gives the second yellow. */
export function secondYellowChance(firstCardMinute: number, minute: number, star: boolean): number {
  const earned = Math.floor((minute - firstCardMinute) / SECOND_YELLOW.minutesPerPoint);
  if (star) return Math.min(SECOND_YELLOW.starCap, Math.max(SECOND_YELLOW.starFloor, earned));
  return Math.min(SECOND_YELLOW.cap, Math.max(0, earned));
}
