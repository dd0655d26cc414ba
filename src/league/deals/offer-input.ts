import type { LeagueState } from '../../engine/model/types.js';
import { InvalidInput } from '../errors.js';
import { MAX_AMOUNT } from '../shared/input-checks.js';

/**
 * A fee or sum of money in an offer: whole pounds, nothing negative. The refusal says what the command takes instead:
 * `/trade offer` money it pays (`money:`) or is paid (`ask:`); `/loan offer` one fee, always paid by the borrower.
 */
export function checkFee(amount: number, what: 'money' | 'fee'): number {
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT) throw new InvalidInput({ key: `deal.refusal.${what}` });
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
  throw new InvalidInput({ key: 'deal.refusal.notAPlayer', params: { player: text || 'none', club: state.clubs[clubId]?.name ?? 'none' } });
}

/** The players of a comma-separated list, each of the club. */
export function squadPlayers(state: LeagueState, clubId: string, list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean)
    .map((token) => squadPlayer(state, clubId, token));
}
