import { matchRulesOf, type MatchRules } from './balance.js';
import { isAce, isPicture, type CardId } from './cards.js';
import { formationOf } from './formations.js';
import { canPlayIn, cardsOnSheet, fieldLineup, type Lineup } from './lineup.js';
import type { Bid } from './orders.js';
import { keepPrice, paymentValue } from './prices.js';
import { fieldedValue, VALUE_PER_POINT_A_MATCH } from './sheet-value.js';
import type { CardsManager, CardsState } from './state.js';
import { levelOf, type SuitOrder } from './suit-levels.js';

/** A sheet's worth to the AI: the sum of the adjusted levels on the pitch. */
export function sheetStrength(lineup: Lineup, order: SuitOrder): number {
  return fieldLineup(lineup, order).level.reduce((sum, level) => sum + level, 0);
}

/**
 * The AI's whole test of a sheet, compared in this order: its value against the field (sheet-value.ts), then the
 * number of places filled (a reserve only when no card can play there), then the sum of the adjusted levels.
 */
export interface SheetScore {
  value: number;
  filled: number;
  strength: number;
}

export function sheetScore(lineup: Lineup, order: SuitOrder, rules: MatchRules = matchRulesOf(undefined)): SheetScore {
  const side = fieldLineup(lineup, order);
  return { value: fieldedValue(side, order, rules), filled: cardsOnSheet(lineup).length, strength: levelSum(side.level) };
}

function levelSum(levels: readonly number[]): number {
  return levels.reduce((sum, level) => sum + level, 0);
}

/** Positive when `a` is the better sheet by the AI's test, negative when `b` is, 0 when they are equal. */
export function compareScores(a: SheetScore, b: SheetScore): number {
  return a.value - b.value || a.filled - b.filled || a.strength - b.strength;
}

/**
 * The best legal sheet by the AI's test, over every option: each tactic card in hand, the best fit ace in goal (a
 * keeper's level only adds to his saves), each assignment of the fit cards (or a reserve) to the four spaces.
 * The test never falls as any level on the pitch rises, and a card for a reserve raises levels, so only the
 * assignments whose levels no other assignment beats everywhere are played against the field. Ties keep the
 * first found, so the choice is stable. Null only for a hand without a picture card.
 */
export function bestLineup(hand: readonly CardId[], injured: readonly CardId[], order: SuitOrder, rules?: MatchRules): Lineup | null {
  return bestSheet(hand, injured, order, rules)?.lineup ?? null;
}

export function bestSheet(
  hand: readonly CardId[],
  injured: readonly CardId[],
  order: SuitOrder,
  rules: MatchRules = matchRulesOf(undefined),
): { lineup: Lineup; score: SheetScore } | null {
  let best: { lineup: Lineup; score: SheetScore } | null = null;
  for (const lineup of undominatedSheets(hand, injured, order)) {
    const score = sheetScore(lineup, order, rules);
    if (!best || compareScores(score, best.score) > 0) best = { lineup, score };
  }
  return best;
}

/**
 * The legal sheets of a hand that no other sheet of the same tactic beats in every space, tactic by tactic (sorted),
 * the best fit ace in goal. A level never hurts its side in a match, so the best sheet against any opponent is
 * among them.
 */
export function* undominatedSheets(hand: readonly CardId[], injured: readonly CardId[], order: SuitOrder): Generator<Lineup> {
  const fit = hand.filter((card) => !injured.includes(card));
  const keeper = fit.filter(isAce).sort((a, b) => levelOf(b, order) - levelOf(a, order) || a.localeCompare(b))[0] ?? null;
  for (const tactic of fit.filter(isPicture).sort()) {
    const spaces = [1, ...formationOf(tactic)];
    const front: { lineup: Lineup; levels: number[] }[] = [];
    for (const lineup of assignments(tactic, keeper, fit)) {
      const level = fieldLineup(lineup, order).level;
      const levels = spaces.map((space) => level[space]!);
      if (front.some((other) => dominates(other.levels, levels))) continue;
      for (let i = front.length - 1; i >= 0; i--) if (dominates(levels, front[i]!.levels)) front.splice(i, 1);
      front.push({ lineup, levels });
    }
    for (const { lineup } of front) yield lineup;
  }
}

/** Every legal sheet of a tactic with that keeper: each fit card or a reserve in each of the four spaces. */
function* assignments(tactic: CardId, keeper: CardId | null, fit: readonly CardId[]): Generator<Lineup> {
  const spaces = formationOf(tactic);
  const candidates = spaces.map((space) => fit.filter((card) => canPlayIn(card, space)));
  const places: (CardId | null)[] = [null, null, null, null];
  function* fill(i: number): Generator<Lineup> {
    if (i === spaces.length) {
      yield { tactic, keeper, places: [...places] };
      return;
    }
    for (const card of candidates[i]!) {
      if (places.includes(card)) continue;
      places[i] = card;
      yield* fill(i + 1);
    }
    places[i] = null;
    yield* fill(i + 1);
  }
  yield* fill(0);
}

/** At least as high everywhere: the test of `a` is then at least that of `b`. */
function dominates(a: readonly number[], b: readonly number[]): boolean {
  return a.every((level, i) => level >= b[i]!);
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

/** Players the AI keeps off the pitch to cover an injury: the best two not on its sheet. */
export const SPARES = 2;

/**
 * Player cards the AI can do without: not on its best sheet and not among its best spares, the weakest first.
 * They pay for lots (the bank takes a card at its level in pounds, twice what selling it back would fetch).
 */
export function surplusCards(hand: readonly CardId[], sheet: Lineup | null, order: SuitOrder): CardId[] {
  const onSheet = sheet ? cardsOnSheet(sheet) : [];
  const off = hand
    .filter((card) => !isPicture(card) && !onSheet.includes(card))
    .sort((a, b) => levelOf(b, order) - levelOf(a, order) || a.localeCompare(b));
  return off.slice(SPARES).reverse();
}

/** What a point a match more against the field is worth in a bid: £10 above the card's level. */
const POUNDS_PER_POINT_A_MATCH = 10;

/**
 * The AI's sealed bids: for each lot that would improve its best sheet, the card's level in pounds (the bank's own
 * price for it) plus £10 for each league point a match it adds against the field, at most twice its level, in 10p steps.
 * It pays first with surplus cards, then money, while the money lasts; the opening auction takes money only.
 */
export function aiBids(state: CardsState, managerId: string): Bid[] {
  const manager = state.managers[managerId]!;
  const { suitOrder: order } = state;
  const rules = matchRulesOf(state.balance);
  const cardsAccepted = state.phase !== 'opening-auction';
  const now = bestSheet(manager.hand, manager.injured, order, rules);
  const bids: Bid[] = [];
  let left = manager.pence;
  const committed: CardId[] = [];
  for (const lot of state.lots) {
    const hand = manager.hand.filter((card) => !committed.includes(card));
    const withLot = bestSheet([...hand, lot], manager.injured, order, rules);
    if (!withLot || (now && compareScores(withLot.score, now.score) <= 0)) continue;
    const gainPoints = Math.max(0, (withLot.score.value - (now?.score.value ?? 0)) / VALUE_PER_POINT_A_MATCH);
    const level = levelOf(lot, order);
    const worth = Math.min(2 * level * 100, Math.round((level + gainPoints * POUNDS_PER_POINT_A_MATCH) * 10) * 10);
    const cards: CardId[] = [];
    let paid = 0;
    if (cardsAccepted && !isPicture(lot)) {
      for (const card of surplusCards(hand, withLot.lineup, order)) {
        if (paid + paymentValue(card, order) > worth) break;
        cards.push(card);
        paid += paymentValue(card, order);
      }
    }
    const pence = Math.min(left, worth - paid);
    if (pence <= 0 && cards.length === 0) continue;
    bids.push({ lot, pence, cards });
    committed.push(...cards);
    left -= pence;
  }
  return bids;
}
