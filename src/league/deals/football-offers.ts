import type { DealTerms } from '../../engine/deals/terms.js';
import type { LeagueState } from '../../engine/model/types.js';
import type { LeagueDeps } from '../deps.js';
import { InvalidInput } from '../errors.js';
import { FOOTBALL_DEALS } from './football-deal-game.js';
import { checkFee, squadPlayer, squadPlayers } from './offer-input.js';
import { makeOffer, type OfferOutcome, type OfferTarget } from './offers.js';

export interface TransferOfferInput {
  leagueId: string;
  userId: string;
  to: OfferTarget;
  /** The offering manager's players, comma-separated names or ids. */
  give?: string;
  /** The other club's players. */
  get?: string;
  /** Money the offering club pays. */
  pay?: number;
  /** Money the offering club asks to be paid. */
  ask?: number;
  /** Football Fortunes' Immunity cards the offering club gives; negative asks for them. */
  immunity?: number;
}

/** `/trade offer`: players either way or both (a swap), with money either way. */
export async function offerTransfer(deps: LeagueDeps, input: TransferOfferInput): Promise<OfferOutcome> {
  const pay = checkFee(input.pay ?? 0, 'money');
  const ask = checkFee(input.ask ?? 0, 'money');
  if (pay > 0 && ask > 0) throw new InvalidInput({ key: 'deal.refusal.oneWay' });
  return makeOffer<LeagueState, DealTerms>(deps, input, FOOTBALL_DEALS, (state, own, other) => ({
    kind: 'transfer',
    fromClubId: own,
    toClubId: other,
    give: squadPlayers(state, own, input.give),
    get: squadPlayers(state, other, input.get),
    money: pay - ask,
    ...(input.immunity ? { immunity: input.immunity } : {}),
  }));
}

export interface LoanOfferInput {
  leagueId: string;
  userId: string;
  to: OfferTarget;
  /** One player, of either club: the offering manager lends his own, or borrows the other's. */
  player: string;
  /** League matches; null until the season's end. */
  matches: number | null;
  /** Paid by the borrowing club to the owner. */
  fee: number;
}

/** `/loan offer`: lend one of your players, or borrow one of theirs, for some matches or to the season's end. */
export async function offerLoan(deps: LeagueDeps, input: LoanOfferInput): Promise<OfferOutcome> {
  const fee = checkFee(input.fee, 'fee');
  if (input.matches !== null && (!Number.isInteger(input.matches) || input.matches < 1)) {
    throw new InvalidInput({ key: 'deal.refusal.loanMatches' });
  }
  return makeOffer<LeagueState, DealTerms>(deps, input, FOOTBALL_DEALS, (state, own, other) => {
    const mine = Object.values(state.players).some(
      (p) => p.clubId === own && (p.id === input.player.trim() || p.name.toLowerCase() === input.player.trim().toLowerCase()),
    );
    const playerId = mine ? squadPlayer(state, own, input.player) : squadPlayer(state, other, input.player);
    return { kind: 'loan', ownerId: mine ? own : other, borrowerId: mine ? other : own, playerId, fee, matches: input.matches };
  });
}
