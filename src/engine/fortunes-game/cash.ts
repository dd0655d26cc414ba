import { bestLineUp } from './line-up.js';
import type { GameEvent, MoneyReason } from './events.js';
import { endLoan } from './loans.js';
import { nominalValue, SECTIONS, type StarCard } from './star-card.js';
import type { FortunesGame, Manager } from './state.js';

/** Rulebook (003), Bank Finance and Crisis: the bank pays three quarters of a player's nominal value. */
export function bankPrice(card: StarCard): number {
  return (nominalValue(card) * 3) / 4;
}

/** Rulebook (003), Bank Finance: a player held by the bank sells for at least 1.5 times his nominal value. */
export function bankAskingPrice(card: StarCard): number {
  return (nominalValue(card) * 3) / 2;
}

export function pay(manager: Manager, amount: number, reason: MoneyReason, events: GameEvent[]): void {
  manager.cash += amount;
  events.push({ type: 'money', clubId: manager.clubId, amount, reason });
}

export function sellToBank(game: FortunesGame, manager: Manager, card: StarCard, events: GameEvent[]): void {
  manager.squad = manager.squad.filter((c) => c.id !== card.id);
  game.bank.push(card);
  const price = bankPrice(card);
  events.push({ type: 'sold-to-bank', clubId: manager.clubId, cardId: card.id, price });
  pay(manager, price, 'bank-sale', events);
}

/**
 * Rulebook (003), "Bankruptcy": a manager who cannot pay a debt, even by selling players, resigns. House rule for
 * the order: his reserves go to the bank first, then the rest of his cards, fewest stars first (equal stars by id),
 * each at three quarters of his value, only until the debt is paid. If selling them all could not pay it, nothing is
 * sold and he resigns, his players to the bottom of the Auction Pile. A squad sold below a full side plays as 0 and 0
 * and forfeits its gates until he buys players again (rulebook, "The squad").
 */
export function settleDebt(game: FortunesGame, manager: Manager, events: GameEvent[]): void {
  if (manager.cash >= 0 || manager.resigned) return;
  const worth = manager.squad.reduce((sum, card) => sum + bankPrice(card), 0);
  if (manager.cash + worth < 0) {
    resign(game, manager, events);
    return;
  }
  const playing = new Set(SECTIONS.flatMap((section) => bestLineUp(manager.squad)[section].map((card) => card.id)));
  const order = [...manager.squad].sort(
    (a, b) => Number(playing.has(a.id)) - Number(playing.has(b.id)) || a.stars - b.stars || a.id.localeCompare(b.id),
  );
  for (const card of order) {
    if (manager.cash >= 0) break;
    sellToBank(game, manager, card, events);
  }
}

export function resign(game: FortunesGame, manager: Manager, events: GameEvent[]): void {
  manager.resigned = true;
  // His loans end both ways: borrowed players go home, his own come back and go to the Auction Pile with the rest.
  for (const loan of game.loans.filter((l) => l.borrowerId === manager.clubId || l.ownerId === manager.clubId)) endLoan(game, loan, events);
  game.auctionFile.push(...manager.squad);
  manager.squad = [];
  manager.selection = undefined;
  delete game.pending[manager.clubId];
  events.push({ type: 'resigned', clubId: manager.clubId });
}
