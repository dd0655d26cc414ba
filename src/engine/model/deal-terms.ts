/**
 * The football terms of a deal between two managers (Football Fortunes,
 * shared/seeds/003_3bba18cc0241fab7.txt, "Transfers/loans"): what moves and
 * what is paid. The offer around it (who sent it, who answers) is the league's.
 */

/** Players from one club to another, with money either way; a swap is players both ways. */
export interface TransferTerms {
  kind: 'transfer';
  /** The club that made the offer. */
  fromClubId: string;
  /** The club the offer is made to. */
  toClubId: string;
  /** Players going from `fromClubId` to `toClubId`. */
  give: readonly string[];
  /** Players going from `toClubId` to `fromClubId`. */
  get: readonly string[];
  /** Whole pounds `fromClubId` pays `toClubId`; negative when `toClubId` pays. */
  money: number;
  /**
   * Football Fortunes' Immunity cards `fromClubId` gives `toClubId`; negative
   * when `toClubId` gives them. Absent (as in every deal outside Fortunes) is none.
   */
  immunity?: number;
}

/** One player lent for a number of matches, or until the season's end, for a fee the borrower pays the owner. */
export interface LoanTerms {
  kind: 'loan';
  ownerId: string;
  borrowerId: string;
  playerId: string;
  fee: number;
  /** League matches the borrower keeps him for; null until the season's end. */
  matches: number | null;
}

export type DealTerms = TransferTerms | LoanTerms;

/** An accepted deal, carried out when the next step is played: a step's order. */
export interface DealOrder {
  /** The offer it came from, so the league can tell how it ended. */
  offerId: string;
  /** Acceptance order across the league: the first accepted is carried out first. */
  seq: number;
  terms: DealTerms;
}
