import type { EngineEvent } from '../events.js';
import { dropFromLineup } from '../transfers/signings.js';
import type { LeagueState, Player } from '../types.js';

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

/** The borrower may play him, but can neither sell, list nor lend him on. */
export function isOnLoan(player: Pick<Player, 'loan'>): boolean {
  return player.loan !== undefined;
}

/** The club that owns a player: his owner while he is on loan, else the club he plays for. */
export function ownerOf(player: Pick<Player, 'clubId' | 'loan'>): string | null {
  return player.loan?.ownerId ?? player.clubId;
}

/**
 * Football Fortunes, "Top Player": a player on loan to a club is never its
 * best. A predicate for `bestPlayer` (fortunes/squad.ts): true for a player
 * the club he plays for has on loan.
 */
export function isLoanedIn(player: Player): boolean {
  return isOnLoan(player);
}

/**
 * Football Fortunes, Wages: a club pays for its whole squad, players on loan
 * to it included, but not for its players on loan to others. A loaned player's
 * `clubId` is the borrower's, so the borrower's squad already holds him and the
 * owner's does not: the shape fortunes/wages.ts asks for, with nothing to add
 * or take away.
 */
export const DEAL_WAGE_LOANS: { loanedOut: (playerId: string) => boolean; loanedIn: () => string[] } = {
  loanedOut: () => false,
  loanedIn: () => [],
};

/** Players a club owns, at home or out on loan: the squad a "loaned-in players don't count" rule reads. */
export function ownedSquad(state: Pick<LeagueState, 'players'>, clubId: string): Player[] {
  return Object.values(state.players).filter((p) => ownerOf(p) === clubId);
}

/** The loan ends: back to his owner, out of the borrower's standing lineup, without a training plan. */
export function returnLoan(state: LeagueState, player: Player, events: EngineEvent[]): void {
  const loan = player.loan;
  if (!loan) return;
  const borrowerId = player.clubId;
  if (borrowerId) dropFromLineup(state, borrowerId, player.id);
  delete player.loan;
  player.clubId = loan.ownerId;
  player.training = null;
  if (borrowerId) events.push({ type: 'loan-returned', playerId: player.id, clubId: loan.ownerId, borrowerId });
}

/** After a league week: one match fewer for every loaned player whose borrower played; those with none left go home. */
export function countLoanMatches(state: LeagueState, week: number, events: EngineEvent[]): void {
  const played = new Set(state.divisions.flatMap((d) => d.results.filter((r) => r.round === week).flatMap((r) => [r.homeId, r.awayId])));
  for (const player of Object.values(state.players)) {
    const loan = player.loan;
    if (!loan || loan.matchesLeft === null || !player.clubId || !played.has(player.clubId)) continue;
    loan.matchesLeft -= 1;
    if (loan.matchesLeft <= 0) returnLoan(state, player, events);
  }
}

/** At the season's end every loan is over. */
export function returnAllLoans(state: LeagueState, events: EngineEvent[]): void {
  for (const player of Object.values(state.players)) if (player.loan) returnLoan(state, player, events);
}

export function hasLoans(state: Pick<LeagueState, 'players'>): boolean {
  for (const id in state.players) if (state.players[id]!.loan) return true;
  return false;
}
