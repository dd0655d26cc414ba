import { isAce, isPicture, type CardId } from './cards.js';
import { formationOf } from './formations.js';
import { canPlayIn, fieldLineup, type Lineup } from './lineup.js';
import type { Bid } from './orders.js';
import { keepPrice } from './prices.js';
import type { CardsManager } from './state.js';
import { levelOf, type SuitOrder } from './suit-levels.js';

/** A sheet's worth to the AI: the sum of the adjusted levels on the pitch. */
export function sheetStrength(lineup: Lineup, order: SuitOrder): number {
  return fieldLineup(lineup, order).level.reduce((sum, level) => sum + level, 0);
}

/**
 * The best legal sheet by trying every option: each tactic card in hand, each assignment of the fit cards (or a
 * reserve) to its four spaces, and the best ace in goal. Ties keep the first found, so the choice is stable.
 */
export function bestLineup(hand: readonly CardId[], injured: readonly CardId[], order: SuitOrder): Lineup | null {
  const fit = hand.filter((card) => !injured.includes(card));
  const aces = fit.filter(isAce).sort((a, b) => levelOf(b, order) - levelOf(a, order));
  const keeper = aces[0] ?? null;
  let best: Lineup | null = null;
  let bestStrength = -1;
  for (const tactic of fit.filter(isPicture).sort()) {
    const spaces = formationOf(tactic);
    const candidates = spaces.map((space) => fit.filter((card) => canPlayIn(card, space)));
    const places: (CardId | null)[] = [null, null, null, null];
    const search = (i: number): void => {
      if (i === spaces.length) {
        const lineup = { tactic, keeper, places: [...places] };
        const strength = sheetStrength(lineup, order);
        if (strength > bestStrength) {
          best = lineup;
          bestStrength = strength;
        }
        return;
      }
      for (const card of candidates[i]!) {
        if (places.includes(card)) continue;
        places[i] = card;
        search(i + 1);
      }
      places[i] = null;
      search(i + 1);
    };
    search(0);
  }
  return best;
}

/** The AI keeps every picture and an ace, then the best players while they leave £8 to bid with. */
export function aiKeep(manager: CardsManager, order: SuitOrder): CardId[] {
  const keep = manager.hand.filter(isPicture);
  let left = manager.pence - 800;
  const players = manager.hand.filter((card) => !isPicture(card)).sort((a, b) => levelOf(b, order) - levelOf(a, order) || a.localeCompare(b));
  for (const card of players) {
    if (keepPrice(card, order) <= left && (levelOf(card, order) >= 2 || isAce(card))) {
      keep.push(card);
      left -= keepPrice(card, order);
    }
  }
  return keep;
}

/** The AI bids its level plus half for each lot that would strengthen its best sheet, while the money lasts. */
export function aiBids(manager: CardsManager, lots: readonly CardId[], order: SuitOrder): Bid[] {
  const strength = (hand: readonly CardId[]) => {
    const lineup = bestLineup(hand, manager.injured, order);
    return lineup ? sheetStrength(lineup, order) : 0;
  };
  const now = strength(manager.hand);
  const bids: Bid[] = [];
  let left = manager.pence;
  for (const lot of lots) {
    const gain = strength([...manager.hand, lot]) - now;
    const pence = gain > 0 ? Math.min(left, levelOf(lot, order) * 150) : 0;
    if (pence > 0) {
      bids.push({ lot, pence, cards: [] });
      left -= pence;
    }
  }
  return bids;
}
