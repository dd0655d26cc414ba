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

/** The two clubs of a deal: the one that offered (or owns, for a loan) first. */
export function dealClubs(terms: DealTerms): [string, string] {
  return terms.kind === 'transfer' ? [terms.fromClubId, terms.toClubId] : [terms.ownerId, terms.borrowerId];
}

/** Every player a deal moves. */
export function dealPlayers(terms: DealTerms): string[] {
  return terms.kind === 'transfer' ? [...terms.give, ...terms.get] : [terms.playerId];
}

/** The club each player of the deal leaves, and the club he joins. */
export function dealMoves(terms: DealTerms): { playerId: string; from: string; to: string }[] {
  if (terms.kind === 'loan') return [{ playerId: terms.playerId, from: terms.ownerId, to: terms.borrowerId }];
  return [
    ...terms.give.map((playerId) => ({ playerId, from: terms.fromClubId, to: terms.toClubId })),
    ...terms.get.map((playerId) => ({ playerId, from: terms.toClubId, to: terms.fromClubId })),
  ];
}

/** What each club pays the other: [payer, payee, amount], or null when no money changes hands. */
export function dealPayment(terms: DealTerms): { payer: string; payee: string; amount: number } | null {
  if (terms.kind === 'loan') return terms.fee > 0 ? { payer: terms.borrowerId, payee: terms.ownerId, amount: terms.fee } : null;
  if (terms.money > 0) return { payer: terms.fromClubId, payee: terms.toClubId, amount: terms.money };
  if (terms.money < 0) return { payer: terms.toClubId, payee: terms.fromClubId, amount: -terms.money };
  return null;
}

/** The Immunity cards a deal passes: [giver, receiver, cards], or null when none change hands. */
export function dealImmunity(terms: DealTerms): { giver: string; receiver: string; cards: number } | null {
  const cards = terms.kind === 'transfer' ? (terms.immunity ?? 0) : 0;
  if (terms.kind !== 'transfer' || cards === 0) return null;
  return cards > 0
    ? { giver: terms.fromClubId, receiver: terms.toClubId, cards }
    : { giver: terms.toClubId, receiver: terms.fromClubId, cards: -cards };
}
