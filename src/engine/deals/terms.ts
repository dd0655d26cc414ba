import type { DealTerms } from '../model/deal-terms.js';

export type { DealOrder, DealTerms, LoanTerms, TransferTerms } from '../model/deal-terms.js';

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
