import { SECTIONS, type Section } from './star-card.js';
import { BOARD_CARDS, harms } from './board-cards.js';
import { pay, sellToBank } from './cash.js';
import { borrowed } from './loans.js';
import type { GameEvent } from './events.js';
import type { TurnOrders } from './orders.js';
import type { DrawnCard, FortunesGame, Manager } from './state.js';
import { topPlayer } from './top-player.js';
import { wagesFor } from './wages.js';

/** Rulebook (003): Sponsorship pays £30,000; Crisis fines £50,000. */
export const SPONSORSHIP = 30_000;
export const CRISIS_FINE = 50_000;

/**
 * Rulebook (003), "The Board": what the manager's square does to him this turn. Auctions are settled with every
 * manager's bids afterwards (auctions.ts); the cards were drawn and shown when he landed.
 */
export function playSquare(game: FortunesGame, manager: Manager, orders: TurnOrders, events: GameEvent[]): void {
  const pending = game.pending[manager.clubId];
  if (!pending) return;
  let immunity = orders.useImmunity === true;
  for (const draw of pending.draws) immunity = playCard(game, manager, draw, immunity, events);
  switch (pending.square) {
    case 'wages':
      // Rulebook: the whole squad's total star rating, reserves and players on loan to him included.
      pay(manager, -wagesFor([...manager.squad, ...borrowed(game, manager.clubId)].reduce((sum, c) => sum + c.stars, 0)), 'wages', events);
      return;
    case 'sponsorship':
      pay(manager, SPONSORSHIP, 'sponsorship', events);
      return;
    case 'crisis':
      crisis(game, manager, orders.crisisSection, events);
      return;
    case 'bank-finance':
      for (const id of orders.bankSales ?? []) {
        const card = manager.squad.find((c) => c.id === id);
        if (card) sellToBank(game, manager, card, events);
      }
      return;
    default:
      return;
  }
}

/** Plays one drawn card; returns whether the manager still means to spend an Immunity card. */
function playCard(game: FortunesGame, manager: Manager, draw: DrawnCard, immunity: boolean, events: GameEvent[]): boolean {
  const card = BOARD_CARDS[draw.table][draw.roll - 1]!;
  // Rulebook, "Immunity cards": against a Selection Problem only, never Luck or Crisis; used once, back to the bank.
  const spend = immunity && draw.table === 'selection-problems' && harms(card) && manager.immunity > 0;
  events.push({ type: 'card', clubId: manager.clubId, table: draw.table, roll: draw.roll, text: card.text, immunityUsed: spend });
  if (spend) {
    manager.immunity -= 1;
    game.immunityBank += 1;
    return false;
  }
  const { effect } = card;
  if (effect.kind === 'money') pay(manager, effect.pounds, 'card', events);
  else if (effect.kind === 'immunity') {
    if (game.immunityBank > 0) {
      game.immunityBank -= 1;
      manager.immunity += 1;
      events.push({ type: 'immunity-issued', clubId: manager.clubId });
    }
  } else {
    // Rulebook, Selection Problems: players lost, injured or retired go to the bottom of the Auction Pile.
    const victim = topPlayer(manager.squad, effect.section);
    if (victim) {
      manager.squad = manager.squad.filter((c) => c.id !== victim.id);
      game.auctionFile.push(victim);
      events.push({ type: 'player-lost', clubId: manager.clubId, cardId: victim.id });
    }
  }
  return immunity;
}

/**
 * Rulebook (003), Crisis: fined £50,000 and the best specialist of one section (his choice) sold to the bank at three
 * quarters of his value. A manager who names no section, or an empty one, gets the AI's choice (ai.ts).
 */
function crisis(game: FortunesGame, manager: Manager, chosen: Section | undefined, events: GameEvent[]): void {
  pay(manager, -CRISIS_FINE, 'crisis-fine', events);
  const section = chosen && topPlayer(manager.squad, chosen) ? chosen : cheapestCrisisSection(manager);
  const victim = topPlayer(manager.squad, section);
  events.push({ type: 'crisis', clubId: manager.clubId, section, cardId: victim?.id ?? null });
  if (victim) sellToBank(game, manager, victim, events);
}

/** The section whose best specialist is the smallest loss: the fewest stars, then G, D, M, A. */
export function cheapestCrisisSection(manager: Pick<Manager, 'squad'>): Section {
  let best: { section: Section; stars: number } | null = null;
  for (const section of SECTIONS) {
    const top = topPlayer(manager.squad, section);
    if (top && (!best || top.stars < best.stars)) best = { section, stars: top.stars };
  }
  return best?.section ?? 'G';
}
