import type { LeagueState } from '../model/types.js';
import type { KnockoutTie } from './knockout.js';

/** The domestic cup's rounds in which the lower division's club is at home. */
export const HOME_FOR_THE_LOWER_UNTIL_ROUND = 2;

/**
 * House rule (docs/rules.md, "Cups"): the domestic cup's round 1 is drawn in two halves, the Premier and Second
 * Division's sixteen clubs among themselves and the Third and Fourth's among themselves, so no club meets a club two
 * divisions above it in its first tie; and in rounds 1 and 2 a club drawn against a higher division's is at home.
 * The hat is drawn as before (the same dice): round 1's halves keep the order the clubs came out in.
 */
export function fairDomesticTies(state: LeagueState, round: number, ties: readonly KnockoutTie[]): KnockoutTie[] {
  const divisionOf = (clubId: string) => state.clubs[clubId]!.division;
  let paired = [...ties];
  if (round === 1) {
    const order = ties.flatMap((tie) => [tie.homeId, tie.awayId]);
    const upper = order.filter((id) => divisionOf(id) <= 1);
    const lower = order.filter((id) => divisionOf(id) >= 2);
    if (upper.length % 2 === 0) {
      const halves = [...upper, ...lower];
      paired = ties.map((tie, i) => ({ ...tie, homeId: halves[2 * i]!, awayId: halves[2 * i + 1]! }));
    }
  }
  if (round > HOME_FOR_THE_LOWER_UNTIL_ROUND) return paired;
  return paired.map((tie) => (divisionOf(tie.awayId) > divisionOf(tie.homeId) ? { ...tie, homeId: tie.awayId, awayId: tie.homeId } : tie));
}
