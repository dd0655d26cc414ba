/**
 * House rule (docs/rules.md, "Football Fortunes, the game", wages): the rulebook's wages chart is printed on its
 * board, which we do not have. One landing pays £3,000 for each star in the squad, reserves included: a dealt squad
 * of 34 stars pays £102,000, about three mid-table gates.
 */
export const WAGES_PER_STAR = 3_000;

export function wagesFor(totalStars: number): number {
  return totalStars * WAGES_PER_STAR;
}
