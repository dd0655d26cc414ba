import type { LeagueState } from '../../engine/model/types.js';
import { InvalidInput } from '../errors.js';
import { MAX_AMOUNT } from '../shared/input-checks.js';

/** What `/trade offer` takes for money: `money:` it pays, `ask:` it is paid. */
export const TRADE_MONEY_HINT = 'a negative money cannot be offered (to be paid in a deal, use ask:).';
/** What `/loan offer` takes: one `fee:`, always paid by the borrower, so which player is named says who pays. */
export const LOAN_FEE_HINT =
  'the borrowing club always pays it. To be paid, lend one of your own players (player: yours); to pay, borrow one of theirs.';

/** A fee or sum of money in an offer: whole pounds, nothing negative; `hint` says what the command takes instead. */
export function checkFee(amount: number, what: string, hint: string): number {
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT) throw new InvalidInput(`The ${what} is whole pounds, £0 or more: ${hint}`);
  return amount;
}

/**
 * A player named in an offer: his id (as autocomplete gives it) or his name,
 * among the players of the club. Anyone else (another club's, another
 * league's, nobody's) is refused with the club's name.
 */
export function squadPlayer(state: LeagueState, clubId: string, token: string): string {
  const text = token.trim();
  const squad = Object.values(state.players).filter((p) => p.clubId === clubId);
  const byId = squad.find((p) => p.id === text);
  if (byId) return byId.id;
  const byName = squad.filter((p) => p.name.toLowerCase() === text.toLowerCase());
  if (byName.length === 1) return byName[0]!.id;
  throw new InvalidInput(`${text || 'That'} is not a player of ${state.clubs[clubId]?.name ?? 'that club'}: name players each club has now.`);
}

/** The players of a comma-separated list, each of the club. */
export function squadPlayers(state: LeagueState, clubId: string, list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean)
    .map((token) => squadPlayer(state, clubId, token));
}
