import type { FortunesGame } from '../../engine/fortunes-game/state.js';
import type { LeagueDeps } from '../deps.js';
import { InvalidInput } from '../errors.js';
import { FORTUNES_DEALS, type FortunesDealTerms, type FortunesOfferState } from './fortunes-deal-game.js';
import { checkFee } from './offer-input.js';
import type { TransferOfferInput } from './football-offers.js';
import { makeOffer, type OfferOutcome, type OfferTarget } from './offers.js';

/** A card's code as the game prints it: its type, stars and number ("D4-12"). */
const CARD_CODE = /^[GDMAU][1-5]-\d+$/;

/**
 * The cards of a comma-separated list, by code; anything that is no card's code is refused. A card as an offer shows
 * it ("A4-7 ★★★★", as the Counter form fills it in) is read by its code.
 */
function cardCodes(list: string | undefined): string[] {
  const codes = (list ?? '')
    .split(',')
    .map((token) => token.trim().split(/\s+/)[0]!.toUpperCase())
    .filter(Boolean);
  const wrong = codes.find((code) => !CARD_CODE.test(code));
  if (wrong) throw new InvalidInput({ key: 'deal.refusal.fortunes.notACard', params: { card: wrong } });
  return codes;
}

const owns = (game: FortunesGame, clubId: string, cardId: string) => game.managers[clubId]?.squad.some((c) => c.id === cardId) ?? false;
const borrows = (game: FortunesGame, clubId: string, cardId: string) => game.loans.some((l) => l.borrowerId === clubId && l.card.id === cardId);

function refuseBorrowed(game: FortunesGame, clubId: string, cardId: string, doing: 'sell' | 'lend on'): void {
  if (borrows(game, clubId, cardId)) throw new InvalidInput({ key: 'deal.refusal.fortunes.borrowed', params: { card: cardId, doing } });
}

/**
 * `/trade offer` in a game of Football Fortunes: one card sold outright for money (rulebook 003, transfer rule 1),
 * the buyer paying the price the two agree. `give:` sells his card for `ask:`; `get:` buys theirs for `money:`;
 * `immunity:` deals an Immunity card instead.
 */
export async function offerFortunesTransfer(deps: LeagueDeps, input: TransferOfferInput): Promise<OfferOutcome> {
  const pay = checkFee(input.pay ?? 0, 'money');
  const ask = checkFee(input.ask ?? 0, 'money');
  const give = cardCodes(input.give);
  const get = cardCodes(input.get);
  if (input.immunity) return offerImmunity(deps, input, { immunity: input.immunity, players: give.length + get.length, pay, ask });
  if (give.length + get.length !== 1) {
    throw new InvalidInput({ key: 'deal.refusal.fortunes.oneCard' });
  }
  if (give.length === 1 && pay > 0) throw new InvalidInput({ key: 'deal.refusal.fortunes.sellPrice' });
  if (get.length === 1 && ask > 0) throw new InvalidInput({ key: 'deal.refusal.fortunes.buyPrice' });
  return makeOffer<FortunesOfferState, FortunesDealTerms>(deps, input, FORTUNES_DEALS, ({ game }, own, other) => {
    const [cardId] = [...give, ...get] as [string];
    if (give.length === 1) {
      refuseBorrowed(game, own, cardId, 'sell');
      return { kind: 'transfer', cardId, fromId: own, toId: other, price: ask };
    }
    if (owns(game, own, cardId)) throw new InvalidInput({ key: 'deal.refusal.fortunes.ownCard', params: { card: cardId } });
    return { kind: 'transfer', cardId, fromId: other, toId: own, price: pay };
  });
}

/**
 * Rulebook (003), "Immunity cards": a manager may sell his Immunity card to another. One card a deal, for money, the
 * buyer paying: `immunity:1` with `ask:` sells yours, `immunity:-1` with `money:` buys theirs.
 */
function offerImmunity(
  deps: LeagueDeps,
  input: TransferOfferInput,
  terms: { immunity: number; players: number; pay: number; ask: number },
): Promise<OfferOutcome> {
  if (terms.players > 0 || Math.abs(terms.immunity) !== 1) {
    throw new InvalidInput({ key: 'deal.refusal.fortunes.immunityAlone' });
  }
  const sells = terms.immunity > 0;
  if (sells ? terms.pay > 0 : terms.ask > 0) {
    throw new InvalidInput({ key: sells ? 'deal.refusal.fortunes.sellPrice' : 'deal.refusal.fortunes.buyPrice' });
  }
  return makeOffer<FortunesOfferState, FortunesDealTerms>(deps, input, FORTUNES_DEALS, (_state, own, other) =>
    sells ? { kind: 'immunity', fromId: own, toId: other, price: terms.ask } : { kind: 'immunity', fromId: other, toId: own, price: terms.pay },
  );
}

export interface FortunesLoanInput {
  leagueId: string;
  userId: string;
  to: OfferTarget;
  /** One card: his own to lend, or theirs to borrow. */
  player: string;
  /** Turns of the board; null until the season's end. */
  turns: number | null;
  /** Paid by the borrower to the owner. */
  fee: number;
}

/**
 * `/loan offer` in a game of Football Fortunes (rulebook 003, transfer rules 1 and 2): his own card lent, or theirs
 * borrowed, for some turns or to the season's end, the borrower paying the fee.
 */
export async function offerFortunesLoan(deps: LeagueDeps, input: FortunesLoanInput): Promise<OfferOutcome> {
  const fee = checkFee(input.fee, 'fee');
  if (input.turns !== null && (!Number.isInteger(input.turns) || input.turns < 1)) {
    throw new InvalidInput({ key: 'deal.refusal.loanTurns' });
  }
  const [cardId] = cardCodes(input.player);
  if (!cardId) throw new InvalidInput({ key: 'deal.refusal.fortunes.nameCard' });
  return makeOffer<FortunesOfferState, FortunesDealTerms>(deps, input, FORTUNES_DEALS, ({ game }, own, other) => {
    refuseBorrowed(game, own, cardId, 'lend on');
    const lends = owns(game, own, cardId);
    return { kind: 'loan', cardId, fromId: lends ? own : other, toId: lends ? other : own, price: fee, turns: input.turns };
  });
}
