import { isAce, isPicture, type CardId } from './cards.js';
import { FORMATIONS, formationOf } from './formations.js';
import { playCardMatch } from './card-match.js';
import { canPlayIn, fieldDummy, fieldLineup, type Lineup } from './lineup.js';
import type { Bid } from './orders.js';
import { keepPrice } from './prices.js';
import type { CardsManager } from './state.js';
import { levelOf, type SuitOrder } from './suit-levels.js';

/** A sheet's worth to the AI: the sum of the adjusted levels on the pitch. */
export function sheetStrength(lineup: Lineup, order: SuitOrder): number {
  return fieldLineup(lineup, order).level.reduce((sum, level) => sum + level, 0);
}

/** Every formation as a level-2 dummy: the field a sheet is measured against. */
const FIELD = Object.keys(FORMATIONS).map((tactic) => fieldDummy(tactic, 2));

/** Goal difference against the field, home and away, with no luck: how the AI compares its formations. */
export function fieldScore(lineup: Lineup, order: SuitOrder): number {
  const side = fieldLineup(lineup, order);
  let score = 0;
  for (const other of FIELD) {
    const home = playCardMatch(side, other, order, NO_LUCK);
    const away = playCardMatch(other, side, order, NO_LUCK);
    score += home.homeGoals - home.awayGoals + away.awayGoals - away.homeGoals;
  }
  return score;
}
const NO_LUCK = { home: null, away: null };

/**
 * The best legal sheet by trying every option: for each tactic card in hand, each assignment of the fit cards (or
 * a reserve) to its four spaces, keeping the strongest, with the best ace in goal; then the formation that does
 * best against the field. Ties keep the first found, so the choice is stable.
 */
export function bestLineup(hand: readonly CardId[], injured: readonly CardId[], order: SuitOrder): Lineup | null {
  let best: Lineup | null = null;
  let bestScore = -Infinity;
  for (const lineup of strongestPerTactic(hand, injured, order)) {
    const score = fieldScore(lineup, order);
    if (score > bestScore) {
      best = lineup;
      bestScore = score;
    }
  }
  return best;
}

/** For each tactic card in hand, its strongest sheet. */
export function strongestPerTactic(hand: readonly CardId[], injured: readonly CardId[], order: SuitOrder): Lineup[] {
  const fit = hand.filter((card) => !injured.includes(card));
  const aces = fit.filter(isAce).sort((a, b) => levelOf(b, order) - levelOf(a, order));
  const keeper = aces[0] ?? null;
  const out: Lineup[] = [];
  for (const tactic of fit.filter(isPicture).sort()) {
    let best: Lineup | null = null;
    let bestStrength = -1;
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
    out.push(best!);
  }
  return out;
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
