import type { LeagueState, Player } from '../model/types.js';

/**
 * What a rule does with a club's players, as far as loans matter to it:
 * - `sell`: sell, list, lend or trade him (Bank Finance, Crisis, debt sales,
 *   the transfer list, a deal), and the AI's choice of whom to sell;
 * - `card`: a Manager's Luck or Selection Problem's best or oldest player,
 *   injured, lost to the auction pool or retiring (the seed's "Top Player");
 * - `rank`: the AI's judgment of its squad (its best in a section, its cover
 *   in a position), which decides what it buys and sells;
 * - `keep-a-side`: the eleven and a goalkeeper a sale or deal must leave;
 * - `wages`: the squad a Wages landing pays for;
 * - `resign`: the squad a bankrupt manager's resignation sends to the auction pool.
 */
export type SquadRule = 'sell' | 'card' | 'rank' | 'keep-a-side' | 'wages' | 'resign';

/**
 * Whether each rule counts the players on loan to the club (playing for it,
 * his `clubId`) and its own players on loan to others (`loan.ownerId`).
 * House rule (docs/rules.md, "Loans"), the one place that decides it: a
 * player on loan is nobody's to sell, lose or count on while he is away. Not
 * the borrower's, who does not own him (the seed's "Top Player" excludes
 * players on loan to you), nor the owner's, who has not got him: taking him
 * would end a loan both managers agreed and paid for. Only Wages reads the
 * seed's own words (loaned-in players paid for, loaned-out not), and a
 * resignation takes all a manager owns, wherever he plays.
 */
export const LOAN_POLICY: Readonly<Record<SquadRule, { loanedIn: boolean; loanedOut: boolean }>> = {
  sell: { loanedIn: false, loanedOut: false },
  card: { loanedIn: false, loanedOut: false },
  rank: { loanedIn: false, loanedOut: false },
  'keep-a-side': { loanedIn: false, loanedOut: false },
  wages: { loanedIn: true, loanedOut: false },
  resign: { loanedIn: false, loanedOut: true },
};

/** Whether `rule`, acting for `clubId`, counts this player. */
export function countsFor(player: Pick<Player, 'clubId' | 'loan'>, clubId: string, rule: SquadRule): boolean {
  if (!player.loan) return player.clubId === clubId;
  if (player.clubId === clubId) return LOAN_POLICY[rule].loanedIn;
  return player.loan.ownerId === clubId && LOAN_POLICY[rule].loanedOut;
}

/** The club's players `rule` acts on, in the state's order. */
export function playersFor(state: Pick<LeagueState, 'players'>, clubId: string, rule: SquadRule): Player[] {
  return Object.values(state.players).filter((p) => countsFor(p, clubId, rule));
}

/** Whether the club has this player only on loan: he plays for it, and is another's. */
export function isLoanedIn(player: Pick<Player, 'clubId' | 'loan'>, clubId: string): boolean {
  return player.clubId === clubId && player.loan !== undefined;
}
