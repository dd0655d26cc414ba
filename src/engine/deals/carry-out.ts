import type { EngineEvent } from '../model/events.js';
import { changeMoney } from '../money/ledger.js';
import type { LeagueOrders } from '../model/orders.js';
import { dropFromLineup } from '../transfers/signings.js';
import type { LeagueState } from '../model/types.js';
import { dealProblem } from './check-deal.js';
import { passDealImmunity } from './immunity-term.js';
import { dealImmunity, dealMoves, dealPayment, type DealOrder, type DealTerms } from './terms.js';

/** Every club's accepted deals for the step, first accepted first: the order replays carry them out in. */
export function dealOrdersOf(orders: LeagueOrders): DealOrder[] {
  return Object.values(orders)
    .flatMap((club) => club.deals ?? [])
    .sort((a, b) => a.seq - b.seq || (a.offerId < b.offerId ? -1 : a.offerId > b.offerId ? 1 : 0));
}

/**
 * Carries out the step's accepted deals in acceptance order, each checked
 * again on the state the deals before it left: a deal whose players another
 * deal already moved, or that a club can no longer afford, lapses.
 */
export function carryOutDeals(state: LeagueState, deals: readonly DealOrder[], events: EngineEvent[]): void {
  for (const deal of deals) {
    const problem = dealProblem(state, deal.terms);
    if (problem) {
      const { reason, clubId, playerId } = problem;
      events.push({ type: 'deal-lapsed', offerId: deal.offerId, terms: deal.terms, reason, clubId, playerId });
      continue;
    }
    carryOut(state, deal, events);
  }
}

function carryOut(state: LeagueState, deal: DealOrder, events: EngineEvent[]): void {
  const terms = deal.terms;
  const payment = dealPayment(terms);
  if (payment) {
    const detail = dealDetail(state, terms);
    changeMoney(state, events, payment.payer, -payment.amount, 'transfer-fee', detail);
    changeMoney(state, events, payment.payee, payment.amount, 'transfer-sale', detail);
  }
  for (const move of dealMoves(terms)) {
    const player = state.players[move.playerId]!;
    dropFromLineup(state, move.from, player.id);
    state.market = state.market.filter((l) => l.playerId !== player.id);
    if (terms.kind === 'transfer') delete player.youthTeam;
    Object.assign(player, { clubId: move.to, boughtInWeek: state.week, joinedSeason: state.season, training: null });
    if (terms.kind === 'loan') player.loan = { ownerId: terms.ownerId, matchesLeft: terms.matches };
  }
  passDealImmunity(state, terms, events);
  events.push({ type: 'deal-done', offerId: deal.offerId, terms });
}

/** The ledger line of a deal's money: what moved, by name. */
function dealDetail(state: LeagueState, terms: DealTerms): string {
  const names = dealMoves(terms).map((m) => state.players[m.playerId]!.name);
  if (terms.kind === 'loan') {
    const length = terms.matches === null ? 'to the season’s end' : `for ${terms.matches} ${terms.matches === 1 ? 'match' : 'matches'}`;
    return `Loan of ${names[0]} ${length}`;
  }
  const other = state.clubs[terms.toClubId]!.name;
  const from = state.clubs[terms.fromClubId]!.name;
  const cards = dealImmunity(terms)?.cards ?? 0;
  const items = [...names, ...(cards > 0 ? [cards === 1 ? 'an Immunity card' : `${cards} Immunity cards`] : [])];
  return `Deal between ${from} and ${other}${items.length ? `: ${items.join(', ')}` : ''}`;
}
