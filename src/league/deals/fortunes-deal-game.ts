import type { Transaction } from 'kysely';
import { acceptedOffersOfTurn } from '../../db/repositories/offers.repository.js';
import { loadFortunesGameState } from '../../db/repositories/fortunes-game.repository.js';
import { deleteOrder, putOrder } from '../../db/repositories/orders.repository.js';
import { json } from '../../db/json.js';
import type { Database, LeagueRow, OfferRow } from '../../db/tables.js';
import { dealProblem, type DealProblem, type ManagerDeal } from '../../engine/fortunes-game/manager-deals.js';
import type { FortunesGame } from '../../engine/fortunes-game/state.js';
import type { CatalogueText } from '../../i18n/translate.js';
import type { OfferGame } from './offer-game.js';
import { offerRowView, type OfferView, type PlayerRef, type TermsView } from './offer-views.js';

/** A deal's terms as an offer keeps them: the engine's deal, its offer's id added only when it becomes an order. */
export type FortunesDealTerms = ManagerDeal;

/** What a game's offers are checked against: the game as its mode stored it. */
export interface FortunesOfferState {
  game: FortunesGame;
}

async function readFortunesOffers(trx: Transaction<Database>, league: LeagueRow): Promise<FortunesOfferState> {
  const state = (await loadFortunesGameState(trx, league.id)) as { game: FortunesGame } | undefined;
  if (!state) throw new Error(`Football Fortunes league ${league.id} has no state`);
  return { game: state.game };
}

/**
 * A deal's problem as both managers may read it (rulebook 003, "Transfers/loans"): it names the rule, never a
 * club's money or cards. Told on a refusal and when an accepted deal lapses.
 */
export function fortunesDealProblemText(problem: DealProblem): CatalogueText {
  return { key: `deal.fortunes.problem.${problem}` };
}

/**
 * Checked when offered, on what the offering manager may know: the window, his own card and, when he is the one who
 * pays, his own cash. The other club's cards and cash wait for the answer, so a refusal tells him nothing of them.
 */
function offerProblem(state: FortunesOfferState, terms: FortunesDealTerms, offeringClubId: string): CatalogueText | null {
  const problem = dealProblem(state.game, terms);
  if ((problem === 'not-his' || problem === 'no-immunity') && terms.fromId !== offeringClubId) return null;
  if (problem === 'cannot-pay' && terms.toId !== offeringClubId) return null;
  if (problem === 'no-immunity') return { key: 'deal.fortunes.offer.noImmunity' };
  if (problem === 'not-his' && terms.kind !== 'immunity') return { key: 'deal.fortunes.offer.notYours', params: { card: terms.cardId } };
  if (problem === 'cannot-pay') return { key: 'deal.fortunes.offer.tooDear', params: { price: terms.price } };
  return problem ? fortunesDealProblemText(problem) : null;
}

/** A card in an offer: by its id, which shows its type and stars ("D4-12"), and its stars. */
function cardRef(game: FortunesGame, cardId: string): PlayerRef {
  const card = [...Object.values(game.managers).flatMap((m) => m.squad), ...game.loans.map((l) => l.card)].find((c) => c.id === cardId);
  return { id: cardId, name: card ? `${cardId} ${'★'.repeat(card.stars)}` : cardId };
}

function fortunesOfferView(state: FortunesOfferState, row: OfferRow): OfferView {
  const { game } = state;
  const terms = row.terms as FortunesDealTerms;
  const names: Record<string, string> = Object.fromEntries(game.clubs.map((c) => [c.id, c.name]));
  const sells = terms.fromId === row.from_club_id;
  const money = sells ? -terms.price : terms.price;
  if (terms.kind === 'immunity') {
    return offerRowView(row, (id) => names[id], { kind: 'transfer', give: [], get: [], money, immunity: sells ? 1 : -1 });
  }
  const card = cardRef(game, terms.cardId);
  const view: TermsView =
    terms.kind === 'transfer'
      ? { kind: 'transfer', give: sells ? [card] : [], get: sells ? [] : [card], money, immunity: 0 }
      : {
          kind: 'loan',
          player: card,
          ownerName: names[terms.fromId] ?? terms.fromId,
          borrowerName: names[terms.toId] ?? terms.toId,
          fee: terms.price,
          matches: terms.turns,
          per: 'turn',
        };
  return offerRowView(row, (id) => names[id], view);
}

/**
 * The offering manager's 'deals' order for the open turn: the deals he offered that were accepted this turn, in
 * acceptance order, each with its offer's id, written again whenever one is accepted or lapses.
 */
async function writeFortunesDealOrders(trx: Transaction<Database>, league: LeagueRow, clubId: string, by: string, at: Date): Promise<void> {
  const accepted = (await acceptedOffersOfTurn(trx, league.id, league.turn)).filter((o) => o.from_club_id === clubId);
  const deals: ManagerDeal[] = accepted.map((o) => ({ ...(o.terms as FortunesDealTerms), offerId: String(o.id) }));
  if (deals.length === 0) await deleteOrder(trx, league.id, clubId, league.turn, 'deals');
  else await putOrder(trx, { leagueId: league.id, clubId, turn: league.turn, kind: 'deals', payload: json(deals), by, at });
}

/**
 * Football Fortunes' deals between managers (rulebook 003, "Transfers/loans", the six rules): a card sold or lent for
 * the price the two agree, checked by the engine's `dealProblem` when offered, accepted and played. A manager's club
 * nobody runs now declines; the computer's clubs have no cards to deal. An Immunity card is sold the same way.
 */
export const FORTUNES_DEALS: OfferGame<FortunesOfferState, FortunesDealTerms, OfferView> = {
  read: readFortunesOffers,
  kind: (terms) => terms.kind,
  offerProblem,
  problem: (state, terms) => {
    const problem = dealProblem(state.game, terms);
    return problem ? fortunesDealProblemText(problem) : null;
  },
  aiAnswer: () => ({ accept: false, reason: { key: 'deal.fortunes.nobodyManages' } }),
  view: fortunesOfferView,
  writeOrders: writeFortunesDealOrders,
};
