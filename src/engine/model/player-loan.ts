/**
 * A player on loan plays for the borrowing club (his `clubId`) while his owner
 * keeps him: he goes back by himself after `matchesLeft` league matches of the
 * borrower, or at the season's end.
 */
export interface PlayerLoan {
  ownerId: string;
  /** League matches still to play for the borrower; null until the season's end. */
  matchesLeft: number | null;
}
