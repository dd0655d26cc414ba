import type { Transaction } from 'kysely';
import { clubHeaders } from '../../db/repositories/club.repository.js';
import { acceptedOffersOfTurn } from '../../db/repositories/offers.repository.js';
import { deleteOrder, putOrder } from '../../db/repositories/orders.repository.js';
import { json } from '../../db/json.js';
import type { Database, LeagueRow, OfferRow } from '../../db/tables.js';
import type { CardsDeal } from '../../engine/cards/orders.js';
import { sharedTradeProblem, tradeFaults } from '../../engine/cards/trades.js';
import type { CatalogueText } from '../../i18n/translate.js';
import { readCards, type CardsLeague } from '../shared/cards-league.js';
import { ownTradeFaultText, sharedTradeFaultText } from './cards-trade-fault-text.js';
import { tradeOfTerms, type CardsDealTerms } from './cards-deal-terms.js';
import type { OfferGame } from './offer-game.js';
import { offerRowView, type OfferView } from './offer-views.js';

/** What cards offers are checked against: the game, and the clubs' names (the game knows only their ids). */
export interface CardsOfferState {
  cards: CardsLeague;
  names: Record<string, string>;
}

async function readCardsOffers(trx: Transaction<Database>, league: LeagueRow): Promise<CardsOfferState> {
  const [state, clubs] = await Promise.all([readCards(trx, league.id), clubHeaders(trx, league.id)]);
  return { cards: state, names: Object.fromEntries(clubs.map((c) => [c.id, c.name])) };
}

/** Trades are made when the market closes, after a round: there is none to close at set-up or once the game is won. */
function phaseProblem(state: CardsOfferState): CatalogueText | null {
  const { phase } = state.cards.game;
  if (phase === 'round' || phase === 'season-end') return null;
  return { key: phase === 'finished' ? 'deal.cards.phase.finished' : 'deal.cards.phase.notYet' };
}

/**
 * The 'deals' order of the offering manager for the open turn: the trades he offered that were accepted this
 * turn, in acceptance order, written again whenever one is accepted or lapses.
 */
async function writeCardsDealOrders(trx: Transaction<Database>, league: LeagueRow, clubId: string, by: string, at: Date): Promise<void> {
  const accepted = (await acceptedOffersOfTurn(trx, league.id, league.turn)).filter((o) => o.from_club_id === clubId);
  const deals: CardsDeal[] = accepted.map((o) => ({
    offerId: String(o.id),
    seq: o.accepted_seq ?? 0,
    ...tradeOfTerms(o.terms as CardsDealTerms),
  }));
  if (deals.length === 0) await deleteOrder(trx, league.id, clubId, league.turn, 'deals');
  else await putOrder(trx, { leagueId: league.id, clubId, turn: league.turn, kind: 'deals', payload: json(deals), by, at });
}

function cardsOfferView(state: CardsOfferState, row: OfferRow): OfferView {
  const terms = row.terms as CardsDealTerms;
  return offerRowView(row, (id) => state.names[id], {
    kind: 'cards',
    give: terms.give,
    get: terms.take,
    payPence: terms.payPence,
    receivePence: terms.receivePence,
  });
}

/**
 * The card game's trades between managers (docs/cards.md, "Trades"): cards and money either way, checked by the
 * engine's trade rule when offered, accepted and carried out. A manager nobody runs declines every offer.
 */
export const CARDS_DEALS: OfferGame<CardsOfferState, CardsDealTerms, OfferView> = {
  read: readCardsOffers,
  kind: () => 'cards',
  // Offered: only the offering manager's own hand and money (the other's are his own business, docs/cards.md).
  offerProblem: (state, terms) => {
    const own = tradeFaults(state.cards.game, terms.fromId, tradeOfTerms(terms)).find((f) => f.side !== 'to');
    return phaseProblem(state) ?? (own ? ownTradeFaultText(own) : null);
  },
  problem: (state, terms) => {
    const shared = sharedTradeProblem(state.cards.game, terms.fromId, tradeOfTerms(terms));
    return phaseProblem(state) ?? (shared ? sharedTradeFaultText(shared) : null);
  },
  aiAnswer: () => ({ accept: false, reason: { key: 'deal.cards.nobodyManages' } }),
  view: cardsOfferView,
  writeOrders: writeCardsDealOrders,
};
