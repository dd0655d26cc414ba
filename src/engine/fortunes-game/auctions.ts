import type { Dice } from '../dice.js';
import { rankBids } from '../fortunes/sealed-bids.js';
import { bankAskingPrice, pay } from './cash.js';
import type { GameEvent } from './events.js';
import type { GameOrders } from './orders.js';
import type { StarCard } from './star-card.js';
import { activeManagers, type FortunesGame, type Manager } from './state.js';

/** House rule: the smallest bid is the smallest note the banker hands out, £5,000. */
export const MINIMUM_BID = 5_000;
/** Rulebook (003), 50% Auction: the manager on the square bids in multiples of £10,000. */
export const HALF_PRICE_STEP = 10_000;

/**
 * Rulebook (003), Auction and 50% Auction: each auction square puts up the top card of the Auction Pile; the top
 * bidder pays the bank (on the 50% square the manager who landed there pays half his bid); a card no one bids for
 * goes to the bottom of the pile. House rule: the bids are sealed, given with the turn's orders once the lot is
 * shown, equal bids settled by a die each (as Dugout's transfers).
 */
export function settleAuctions(game: FortunesGame, orders: GameOrders, dice: Dice, events: GameEvent[]): void {
  for (const lander of activeManagers(game)) {
    const pending = game.pending[lander.clubId];
    if (!pending?.lot) continue;
    const lot = pending.lot;
    const halfPrice = pending.square === 'half-price-auction';
    const priceFor = (bidder: Manager, amount: number) => (halfPrice && bidder.clubId === lander.clubId ? amount / 2 : amount);
    const bids = bidsFor(
      game,
      orders,
      lot,
      (bidder, amount) => amount >= MINIMUM_BID && (!halfPrice || bidder.clubId !== lander.clubId || amount % HALF_PRICE_STEP === 0),
    );
    if (!sell(game, lot, bids, priceFor, 'auction', dice, events)) {
      game.auctionFile.push(lot);
      events.push({ type: 'unsold', cardId: lot.id });
    }
  }
}

/** Rulebook (003), Bank Finance: any manager may buy a card the bank holds at any time for 1.5 times his value or more. */
export function settleBankSales(game: FortunesGame, orders: GameOrders, dice: Dice, events: GameEvent[]): void {
  for (const card of [...game.bank]) {
    const bids = bidsFor(game, orders, card, (_, amount) => amount >= bankAskingPrice(card));
    if (sell(game, card, bids, (_, amount) => amount, 'bank', dice, events)) game.bank = game.bank.filter((c) => c.id !== card.id);
  }
}

function bidsFor(game: FortunesGame, orders: GameOrders, card: StarCard, allowed: (bidder: Manager, amount: number) => boolean) {
  return activeManagers(game)
    .map((m) => ({ clubId: m.clubId, amount: orders[m.clubId]?.bids?.[card.id] ?? 0 }))
    .filter((bid) => bid.amount > 0 && allowed(game.managers[bid.clubId]!, bid.amount));
}

/**
 * The highest bidder who can pay buys. One who cannot forfeits half his cash, rounded up, to the bank and the sale
 * goes on without him (rulebook: "he forfeits half his cash to the bank, rounded up if necessary, and the auction
 * restarts without the offender").
 */
function sell(
  game: FortunesGame,
  card: StarCard,
  bids: { clubId: string; amount: number }[],
  priceFor: (bidder: Manager, amount: number) => number,
  from: 'auction' | 'bank',
  dice: Dice,
  events: GameEvent[],
): boolean {
  for (const bid of rankBids(bids, dice).ranked) {
    const buyer = game.managers[bid.clubId]!;
    const price = priceFor(buyer, bid.amount);
    if (buyer.cash < price) {
      const forfeit = Math.ceil(Math.max(0, buyer.cash) / 2);
      events.push({ type: 'forfeit', clubId: buyer.clubId, amount: forfeit });
      if (forfeit > 0) pay(buyer, -forfeit, 'forfeit', events);
      continue;
    }
    pay(buyer, -price, 'purchase', events);
    buyer.squad.push(card);
    events.push({ type: 'bought', clubId: buyer.clubId, cardId: card.id, price, from });
    return true;
  }
  return false;
}
