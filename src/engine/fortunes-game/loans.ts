import type { GameEvent } from './events.js';
import type { StarCard } from './star-card.js';
import type { FortunesGame, Loan } from './state.js';

/** The cards a manager has on loan from others. */
export function borrowed(game: Pick<FortunesGame, 'loans'>, clubId: string): StarCard[] {
  return game.loans.filter((loan) => loan.borrowerId === clubId).map((loan) => loan.card);
}

/**
 * The turns left in the season, this one included: every slot of its calendar, so a loan to the season's end outlasts
 * it whatever cup turns are skipped; `endSeasonLoans` then sends him home.
 */
export function turnsToSeasonEnd(game: Pick<FortunesGame, 'calendar' | 'slot'>): number {
  return game.calendar.length - game.slot;
}

/** At the season's end: the loans agreed to last until then end, each player home. */
export function endSeasonLoans(game: FortunesGame, events: GameEvent[]): void {
  for (const loan of game.loans.filter((l) => l.toSeasonEnd)) endLoan(game, loan, events);
}

/** After a turn's matches: each loan has a turn less; those played out go home. */
export function runDownLoans(game: FortunesGame, events: GameEvent[]): void {
  for (const loan of game.loans) loan.turnsLeft -= 1;
  for (const loan of game.loans.filter((l) => l.turnsLeft <= 0)) endLoan(game, loan, events);
}

/**
 * A loan ends: the card goes home. A resigned owner's card goes to the bottom of the Auction Pile with the rest of
 * his squad (rulebook, "Bankruptcy").
 */
export function endLoan(game: FortunesGame, loan: Loan, events: GameEvent[]): void {
  game.loans = game.loans.filter((l) => l !== loan);
  const owner = game.managers[loan.ownerId]!;
  if (owner.resigned) game.auctionFile.push(loan.card);
  else owner.squad.push(loan.card);
  events.push({ type: 'loan-ended', cardId: loan.card.id, ownerId: loan.ownerId, borrowerId: loan.borrowerId });
}
