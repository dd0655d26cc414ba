import type { EngineEvent } from '../model/events.js';
import { dropFromLineup } from '../transfers/signings.js';
import type { LeagueState, Player } from '../model/types.js';

/** The club that owns a player: his owner while he is on loan, else the club he plays for. */
export function ownerOf(player: Pick<Player, 'clubId' | 'loan'>): string | null {
  return player.loan?.ownerId ?? player.clubId;
}

/**
 * The loan ends: back to his owner, out of the borrower's standing lineup,
 * without a training plan, and off any list or pile he was put on while away
 * (the transfer list, the Fortunes bank or auction pool): only his owner may
 * sell him, and he never could while he was away (loan-policy.ts). A league
 * stored before that rule may hold such a player; he goes home all the same.
 */
export function returnLoan(state: LeagueState, player: Player, events: EngineEvent[]): void {
  const loan = player.loan;
  if (!loan) return;
  const borrowerId = player.clubId;
  if (borrowerId) dropFromLineup(state, borrowerId, player.id);
  state.market = state.market.filter((l) => l.playerId !== player.id);
  const fortunes = state.fortunes;
  if (fortunes) {
    fortunes.bank = fortunes.bank.filter((id) => id !== player.id);
    fortunes.auctionPool = fortunes.auctionPool.filter((id) => id !== player.id);
  }
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
