import { describe, expect, it } from 'vitest';
import { carryOutDeals } from '../../../src/engine/deals/carry-out.js';
import { dealProblem } from '../../../src/engine/deals/check-deal.js';
import { englishOf } from './deal-rule-english.js';
import { dealImmunity, type TransferTerms } from '../../../src/engine/deals/terms.js';
import { aiAnswer } from '../../../src/engine/deals/value-rule.js';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import { issueImmunity } from '../../../src/engine/immunity.js';
import { IMMUNITY_CARDS, newFortunesState } from '../../../src/engine/model/fortunes-state.js';
import type { LeagueState } from '../../../src/engine/model/types.js';
import { outfielder, twoClubLeague } from './support.js';

/** Two managers' clubs in a Fortunes game, the first holding `cards` Immunity cards from the bank. */
function fortunesLeague(cards: number): { state: LeagueState; a: string; b: string } {
  const { state, a, b } = twoClubLeague();
  state.fortunes = newFortunesState(Object.keys(state.clubs));
  for (let i = 0; i < cards; i++) issueImmunity(state.fortunes, a, []);
  return { state, a, b };
}

function cardsOnly(a: string, b: string, immunity: number, money = 0): TransferTerms {
  return { kind: 'transfer', fromClubId: a, toClubId: b, give: [], get: [], money, immunity };
}

describe('Immunity cards as a term of a deal', () => {
  it('names giver and receiver either way, and nothing when no card changes hands', () => {
    expect(dealImmunity(cardsOnly('a', 'b', 2))).toEqual({ giver: 'a', receiver: 'b', cards: 2 });
    expect(dealImmunity(cardsOnly('a', 'b', -1))).toEqual({ giver: 'b', receiver: 'a', cards: 1 });
    expect(dealImmunity(cardsOnly('a', 'b', 0))).toBeNull();
    expect(dealImmunity({ kind: 'transfer', fromClubId: 'a', toClubId: 'b', give: ['p'], get: [], money: 0 })).toBeNull();
  });

  it('allows a card sold for money alone, with no player in the deal', () => {
    const { state, a, b } = fortunesLeague(1);
    expect(dealProblem(state, cardsOnly(a, b, 1, -50_000))).toBeNull();
    expect(englishOf(dealProblem(state, { ...cardsOnly(a, b, 0, -50_000), immunity: undefined }))).toBe(
      'A deal moves at least one player or Immunity card.',
    );
  });

  it('refuses a card outside a Fortunes league', () => {
    const { state, a, b } = twoClubLeague();
    const problem = dealProblem(state, cardsOnly(a, b, 1));
    expect(problem?.reason).toBe('no-immunity-card');
    expect(englishOf(problem)).toBe('Immunity cards belong to Football Fortunes leagues: this league has none.');
  });

  it('refuses a card the giver does not hold, either way, and more cards than he holds', () => {
    const { state, a, b } = fortunesLeague(1);
    const [nameA, nameB] = [state.clubs[a]!.name, state.clubs[b]!.name];
    expect(dealProblem(state, cardsOnly(a, b, -1))).toMatchObject({ reason: 'no-immunity-card', clubId: b });
    expect(englishOf(dealProblem(state, cardsOnly(a, b, -1)))).toBe(`${nameB} does not hold the Immunity card the deal gives.`);
    expect(dealProblem(state, cardsOnly(a, b, 2))).toMatchObject({ reason: 'no-immunity-card', clubId: a });
    expect(englishOf(dealProblem(state, cardsOnly(a, b, 2)))).toBe(`${nameA} does not hold the 2 Immunity cards the deal gives.`);
    expect(englishOf(dealProblem(state, { ...cardsOnly(a, b, 0.5) }))).toBe('Immunity cards change hands whole: a whole number of cards.');
  });

  it('passes the card with the players when the deal is carried out; the bank keeps its count', () => {
    const { state, a, b } = fortunesLeague(2);
    const player = outfielder(state, b);
    const terms: TransferTerms = { kind: 'transfer', fromClubId: a, toClubId: b, give: [], get: [player], money: 0, immunity: 2 };
    const events: EngineEvent[] = [];
    carryOutDeals(state, [{ offerId: 'o1', seq: 1, terms }], events);
    expect(state.players[player]!.clubId).toBe(a);
    expect(state.fortunes!.immunity).toEqual({ bank: IMMUNITY_CARDS - 2, held: { [b]: 2 } });
    expect(events.filter((e) => e.type === 'immunity-passed')).toEqual([
      { type: 'immunity-passed', fromClubId: a, toClubId: b },
      { type: 'immunity-passed', fromClubId: a, toClubId: b },
    ]);
    expect(events.at(-1)).toEqual({ type: 'deal-done', offerId: 'o1', terms });
  });

  it('lets the second of two deals selling the same card lapse: the giver no longer holds it', () => {
    const { state, a, b } = fortunesLeague(1);
    const events: EngineEvent[] = [];
    const first = { offerId: 'first', seq: 1, terms: cardsOnly(a, b, 1, -10_000) };
    const second = { offerId: 'second', seq: 2, terms: cardsOnly(a, b, 1, -20_000) };
    carryOutDeals(state, [first, second], events);
    expect(state.fortunes!.immunity.held).toEqual({ [b]: 1 });
    expect(events.filter((e) => e.type === 'deal-done').map((e) => e.offerId)).toEqual(['first']);
    expect(events.find((e) => e.type === 'deal-lapsed')).toMatchObject({ offerId: 'second', reason: 'no-immunity-card', clubId: a });
    const money = events.flatMap((e) => (e.type === 'money' ? [e] : []));
    expect(money.map((e) => e.amount)).toEqual([-10_000, 10_000]);
    expect(money[0]!.detail).toMatch(/: an Immunity card$/);
  });

  it('the AI keeps its own cards, and takes one given to it at no value', () => {
    const { state, a, b } = fortunesLeague(1);
    issueImmunity(state.fortunes!, b, []);
    const keeps = aiAnswer(state, cardsOnly(a, b, -1, 1_000_000), b);
    expect(keeps.accept).toBe(false);
    expect(englishOf(keeps.because)).toBe('The club keeps its Immunity cards for its own Selection Problems.');
    expect(aiAnswer(state, cardsOnly(a, b, 1, -1), b).accept).toBe(false);
    expect(aiAnswer(state, cardsOnly(a, b, 1, 0), b).accept).toBe(true);
  });
});
