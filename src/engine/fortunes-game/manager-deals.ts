import { pay } from './cash.js';
import { canLoan, dealsOpen } from './deals-window.js';
import type { DealProblem, GameEvent } from './events.js';
import { turnsToSeasonEnd } from './loans.js';
import type { FortunesGame, Manager } from './state.js';

/**
 * Rulebook (003), transfer rule 1: a transfer is the outright sale of a player by one manager to another; a loan lets
 * another manager use him for one or more matches. The price is the managers' own business: the one who gets the
 * player pays it. A loan of `turns: null` lasts to the season's end. Rulebook, "Immunity cards": a manager may sell
 * his Immunity card to another (`immunity`), one card a deal; it is no player, so the transfer window does not close it. `offerId` names the offer the managers agreed
 * in Discord, so the league can tell them what became of it.
 */
export type ManagerDeal =
  | { kind: 'transfer'; cardId: string; fromId: string; toId: string; price: number; offerId?: string }
  | { kind: 'loan'; cardId: string; fromId: string; toId: string; price: number; turns: number | null; offerId?: string }
  | { kind: 'immunity'; fromId: string; toId: string; price: number; offerId?: string };

export type { DealProblem };

/** Why a deal cannot be made this turn, or null. */
export function dealProblem(game: FortunesGame, deal: ManagerDeal): DealProblem | null {
  const from = game.managers[deal.fromId];
  const to = game.managers[deal.toId];
  if (!from || !to || from.resigned || to.resigned || from === to) return 'not-a-manager';
  if (!Number.isInteger(deal.price) || deal.price < 0) return 'bad-terms';
  if (deal.kind === 'loan' && deal.turns !== null && (!Number.isInteger(deal.turns) || deal.turns < 1)) return 'bad-terms';
  if (deal.kind === 'immunity') {
    if (from.immunity < 1) return 'no-immunity';
    return to.cash < deal.price ? 'cannot-pay' : null;
  }
  const slot = game.calendar[game.slot];
  if (deal.kind === 'loan' ? !canLoan(game.cups, deal.fromId, deal.toId, slot?.kind ?? 'league') : !dealsOpen(game.cups))
    return deal.kind === 'loan' && dealsOpen(game.cups) ? 'not-playing' : 'window-closed';
  // A borrowed player is never the borrower's to sell or lend on: only the owner's own cards at home can go.
  if (!from.squad.some((c) => c.id === deal.cardId)) return 'not-his';
  if (to.cash < deal.price) return 'cannot-pay';
  return null;
}

/**
 * The turn's agreed deals, in the order given, each made if it still can be when the turn is played; one that cannot
 * is passed over and its problem told.
 */
export function makeDeals(game: FortunesGame, deals: readonly ManagerDeal[], events: GameEvent[]): void {
  for (const deal of deals) {
    const offer = deal.offerId === undefined ? {} : { offerId: deal.offerId };
    const problem = dealProblem(game, deal);
    const card = deal.kind === 'immunity' ? {} : { cardId: deal.cardId };
    if (problem) {
      events.push({ type: 'deal-failed', kind: deal.kind, ...card, fromId: deal.fromId, toId: deal.toId, problem, ...offer });
      continue;
    }
    const from = game.managers[deal.fromId]!;
    const to = game.managers[deal.toId]!;
    if (deal.kind === 'immunity') {
      from.immunity -= 1;
      to.immunity += 1;
      payPrice(from, to, deal.price, events);
      events.push({ type: 'immunity-sold', fromId: from.clubId, toId: to.clubId, ...offer });
      continue;
    }
    const player = from.squad.find((c) => c.id === deal.cardId)!;
    from.squad = from.squad.filter((c) => c.id !== player.id);
    payPrice(from, to, deal.price, events);
    if (deal.kind === 'transfer') to.squad.push(player);
    else if (deal.turns === null) {
      game.loans.push({ card: player, ownerId: from.clubId, borrowerId: to.clubId, turnsLeft: turnsToSeasonEnd(game), toSeasonEnd: true });
    } else game.loans.push({ card: player, ownerId: from.clubId, borrowerId: to.clubId, turnsLeft: deal.turns });
    events.push({ type: 'deal', kind: deal.kind, cardId: player.id, fromId: from.clubId, toId: to.clubId, ...offer });
  }
}

/** The one who gets the player or the card pays the agreed price. */
function payPrice(from: Manager, to: Manager, price: number, events: GameEvent[]): void {
  if (price === 0) return;
  pay(to, -price, 'deal', events);
  pay(from, price, 'deal', events);
}
