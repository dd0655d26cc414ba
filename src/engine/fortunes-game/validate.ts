import { MINIMUM_BID } from './auctions.js';
import { checkSelection, type LineUpProblem } from './line-up.js';
import { borrowed } from './loans.js';
import type { TurnOrders } from './orders.js';
import { SECTIONS } from './star-card.js';
import type { FortunesGame } from './state.js';

/**
 * Why a manager's turn orders cannot stand: a code for programs, a sentence for a log, and what the code's message
 * names (a card, a sum) for the manager's own language to word it.
 */
export interface TurnOrderProblem {
  code: string;
  message: string;
  params?: Readonly<Record<string, string | number>>;
}

const LINE_UP_WORDS: Readonly<Record<LineUpProblem, string>> = {
  'not-in-squad': 'names a card that is not in your squad',
  twice: 'names a card twice',
  'wrong-section': 'puts a card in a section he cannot play in (a Utility player plays in any)',
  'too-many': 'names more than a 4-3-3 holds',
};

/** The cards a manager may bid for this turn: the lots his rivals' and his own auction squares put up, and the bank's. */
export function biddableCards(game: FortunesGame): string[] {
  const lots = Object.values(game.pending).flatMap((p) => (p.lot ? [p.lot.id] : []));
  return [...lots, ...game.bank.map((c) => c.id)];
}

/**
 * The rules a manager's turn orders meet (rulebook 003): a 4-3-3 of his own or borrowed cards; a Crisis section;
 * bank sales of his own cards only, on the Bank Finance square; bids for this turn's lots and the bank's cards only,
 * of at least the smallest note; Immunity only when he holds a card.
 */
export function validateTurnOrders(game: FortunesGame, clubId: string, orders: TurnOrders): TurnOrderProblem[] {
  const manager = game.managers[clubId];
  if (!manager || manager.resigned) return [{ code: 'not-in-game', message: 'Your club is out of the game: it takes no more orders.' }];
  const problems: TurnOrderProblem[] = [];
  const pending = game.pending[clubId];
  if (orders.selection) {
    for (const problem of checkSelection([...manager.squad, ...borrowed(game, clubId)], orders.selection)) {
      problems.push({ code: `selection-${problem}`, message: `Your side ${LINE_UP_WORDS[problem]}.` });
    }
  }
  if (orders.crisisSection !== undefined && !SECTIONS.includes(orders.crisisSection)) {
    problems.push({ code: 'crisis-section', message: 'A Crisis takes a section: G, D, M or A.' });
  }
  if (orders.bankSales?.length) {
    if (pending?.square !== 'bank-finance') problems.push({ code: 'sale-not-now', message: 'You sell to the bank only on the Bank Finance square.' });
    const own = new Set(manager.squad.map((c) => c.id));
    if (orders.bankSales.some((id) => !own.has(id))) {
      problems.push({ code: 'sale-not-yours', message: 'You can sell only your own cards, never one on loan to you.' });
    }
  }
  if (orders.useImmunity && manager.immunity === 0) {
    problems.push({ code: 'no-immunity', message: 'You hold no Immunity card. The bank issues one on a Selection Problems card that says so.' });
  }
  const biddable = new Set(biddableCards(game));
  for (const [cardId, amount] of Object.entries(orders.bids ?? {})) {
    if (!biddable.has(cardId))
      problems.push({ code: 'bid-not-offered', message: `${cardId} is not up for auction or in the bank this turn.`, params: { card: cardId } });
    else if (!Number.isInteger(amount) || amount < MINIMUM_BID) {
      problems.push({
        code: 'bid-too-low',
        message: `A bid is a whole number of pounds, £${MINIMUM_BID.toLocaleString('en-GB')} or more.`,
        params: { minimum: MINIMUM_BID },
      });
    }
  }
  return problems;
}
