import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { aiBids, aiKeep, bestLineup, sheetStrength, surplusCards } from '../../../src/engine/cards/ai.js';
import { isPicture } from '../../../src/engine/cards/cards.js';
import { formationBalance } from '../../../src/engine/cards/formation-balance.js';
import { newCardsGame } from '../../../src/engine/cards/new-game.js';
import { playCardsStep } from '../../../src/engine/cards/step.js';
import type { CardsState } from '../../../src/engine/cards/state.js';
import { FIRST_SEASON_ORDER } from '../../../src/engine/cards/suit-levels.js';
import { validateCardsOrders, validateLineup } from '../../../src/engine/cards/validate.js';
import { CARDS_EVENT_AUDIENCE } from '../../../src/engine/cards/event-audience.js';

function playGame(seed: number): { state: CardsState; eventCount: number } {
  const dice = seededDice(seed);
  let state = newCardsGame(['ann', 'bob', 'cat'], 2, dice);
  let eventCount = 0;
  while (state.phase !== 'finished') {
    const result = playCardsStep(state, {}, dice);
    eventCount += result.events.length;
    state = result.state;
  }
  return { state, eventCount };
}

describe('the step API', () => {
  it('plays a whole game of absent managers to a winner, the same for the same seed', () => {
    const first = playGame(11);
    expect(first).toEqual(playGame(11));
    expect(first.state.history).toHaveLength(2);
    expect(first.state.winnerIds.length).toBeGreaterThan(0);
    const cards = [...first.state.pack, ...Object.values(first.state.managers).flatMap((m) => m.hand)];
    expect(new Set(cards).size).toBe(52);
    expect(cards).toHaveLength(52);
  });
  it('walks keep, opening auction, then rounds, leaving the input state alone', () => {
    const dice = seededDice(2);
    const start = newCardsGame(['ann', 'bob'], 1, dice);
    const copy = structuredClone(start);
    const kept = playCardsStep(start, {}, dice);
    expect(start).toEqual(copy);
    expect(kept.state.phase).toBe('opening-auction');
    expect(kept.state.lots).toHaveLength(2);
    const auction = playCardsStep(kept.state, {}, dice);
    expect(auction.state.phase).toBe('round');
    expect(auction.events.filter((e) => e.type === 'kept-paid')).toHaveLength(2);
    const round = playCardsStep(auction.state, {}, dice);
    expect(round.events.filter((e) => e.type === 'match')).toHaveLength(3);
    for (const event of round.events) if (event.type === 'match' && event.homeId === 'ann') expect(event.homeLuck).not.toBeNull();
  });
  it("makes an injured card miss the manager's next fixture", () => {
    const dice = seededDice(4);
    let state = newCardsGame(['ann', 'bob'], 1, dice);
    for (let i = 0; i < 3; i++) state = playCardsStep(state, {}, dice).state;
    state.managers['ann']!.injured = [state.managers['ann']!.hand.find((c) => !isPicture(c))!];
    const injured = state.managers['ann']!.injured[0]!;
    const next = playCardsStep(state, {}, dice);
    const sheet = next.events.find((e) => e.type === 'match' && (e.homeId === 'ann' || e.awayId === 'ann'));
    const played = sheet?.type === 'match' ? (sheet.homeId === 'ann' ? sheet.homeSheet : sheet.awaySheet) : null;
    expect(played).not.toBeNull();
    expect([played!.keeper, ...played!.places]).not.toContain(injured);
    expect(next.state.managers['ann']!.injured).not.toContain(injured);
  });
});

describe('order checks', () => {
  const state = newCardsGame(['ann', 'bob'], 1, seededDice(9));
  const ann = state.managers['ann']!;
  ann.hand = ['KS', '5S', '8S', '9H', 'TS', 'AD'];
  it('accepts a legal sheet', () => {
    expect(validateLineup(ann, { tactic: 'KS', keeper: 'AD', places: ['5S', '8S', '9H', 'TS'] })).toEqual([]);
  });
  it.each([
    [{ tactic: 'KS', keeper: null, places: ['5S', '8S', '9C', 'TS'] }, 'card-not-in-hand'],
    [{ tactic: 'KS', keeper: null, places: ['5S', 'TS', '9H', '8S'] }, 'illegal-space'],
    [{ tactic: 'KS', keeper: null, places: ['5S', '8S', '9H', '5S'] }, 'card-used-twice'],
    [{ tactic: 'KS', keeper: '5S', places: [null, '8S', '9H', 'TS'] }, 'keeper-not-ace'],
    [{ tactic: '9H', keeper: null, places: [null, null, null, null] }, 'sheet-needs-tactic'],
    [{ tactic: 'KS', keeper: null, places: ['5S'] }, 'sheet-shape'],
  ])('refuses %j with %s', (sheet, code) => {
    expect(validateLineup(ann, sheet).map((v) => v.code)).toContain(code);
  });
  it('refuses a keep without a picture card, a bid above the money and a trade leaving no picture', () => {
    expect(validateCardsOrders(state, 'ann', { keep: ['5S'] }).map((v) => v.code)).toEqual(['keep-needs-picture']);
    const market = { ...state, phase: 'round' as const, lots: ['2H'] };
    expect(validateCardsOrders(market, 'ann', { bids: [{ lot: '2H', pence: 2001, cards: [] }] }).map((v) => v.code)).toEqual(['bid-above-money']);
    expect(validateCardsOrders(market, 'ann', { bids: [{ lot: '3H', pence: 1, cards: [] }] }).map((v) => v.code)).toEqual(['bid-unknown-lot']);
    state.managers['bob']!.hand = ['QD', '4C'];
    expect(
      validateCardsOrders(market, 'ann', { trades: [{ withId: 'bob', give: ['KS'], take: ['4C'], payPence: 0, receivePence: 0 }] }).map(
        (v) => v.code,
      ),
    ).toEqual(['trade-leaves-no-picture', 'payment-leaves-no-picture']);
    expect(
      validateCardsOrders(market, 'ann', { trades: [{ withId: 'bob', give: ['KS'], take: ['QD'], payPence: 0, receivePence: 0 }] }).map(
        (v) => v.code,
      ),
    ).toEqual(['payment-leaves-no-picture']);
    expect(validateCardsOrders(state, 'zed', {}).map((v) => v.code)).toEqual(['not-a-manager']);
  });
  it("refuses orders in the step and plays the manager's standing or AI sheet instead", () => {
    const dice = seededDice(5);
    let game = newCardsGame(['ann', 'bob'], 1, dice);
    for (let i = 0; i < 2; i++) game = playCardsStep(game, {}, dice).state;
    const result = playCardsStep(game, { ann: { sheet: { tactic: 'KS', keeper: null, places: ['XX', null, null, null] } } }, dice);
    expect(result.events[0]).toMatchObject({ type: 'orders-refused', managerId: 'ann' });
  });
});

describe('the AI', () => {
  it('finds a sheet at least as strong as any sheet of its hand', () => {
    const hand = ['KS', 'JH', '5S', '6C', '8S', '9H', 'TS', '2D', '3H', 'AD', 'AH'];
    const best = bestLineup(hand, [], FIRST_SEASON_ORDER)!;
    expect(best.keeper).toBe('AH');
    const strength = sheetStrength(best, FIRST_SEASON_ORDER);
    for (const other of [
      { tactic: 'KS', keeper: 'AH', places: ['6C', '8S', '9H', 'TS'] },
      { tactic: 'JH', keeper: 'AH', places: ['2D', '3H', null, '5S'] },
    ]) {
      expect(strength).toBeGreaterThanOrEqual(sheetStrength(other, FIRST_SEASON_ORDER));
    }
  });
});

describe("the AI's keeping and bidding", () => {
  const manager = {
    id: 'ann',
    hand: ['JH', 'QS', '9H', '8C', '7C', '2D', '3S', 'AS'],
    pence: 2000,
    injured: [],
    sheet: null,
    trophyPoints: 0,
    unpaid: [],
  };
  it('keeps every picture, then aces and players of level 2 or more, best first, leaving £8 to bid with', () => {
    expect(aiKeep(manager, FIRST_SEASON_ORDER)).toEqual(['JH', 'QS', '9H', '7C', '8C', '2D']);
    const poor = { ...manager, pence: 1400 };
    expect(aiKeep(poor, FIRST_SEASON_ORDER)).toEqual(['JH', 'QS', '9H', '2D']);
  });
  it('bids for a lot that improves its best sheet, at least its level in pounds and at most twice it, within its money', () => {
    const game = newCardsGame(['ann', 'bob'], 1, seededDice(9));
    Object.assign(game, { phase: 'round', lots: ['TH', 'KD'] });
    game.managers['ann'] = { ...manager };
    const bids = aiBids(game, 'ann');
    const ten = bids.find((b) => b.lot === 'TH')!;
    expect(ten.pence + ten.cards.length * 100).toBeGreaterThanOrEqual(400);
    expect(ten.pence).toBeLessThanOrEqual(800);
    game.managers['ann'] = { ...manager, pence: 250 };
    expect(aiBids(game, 'ann').reduce((sum, b) => sum + b.pence, 0)).toBeLessThanOrEqual(250);
  });
  it('pays with the players it can do without (off its sheet, beyond two spares), never in the opening auction', () => {
    const game = newCardsGame(['ann', 'bob'], 1, seededDice(9));
    const hand = ['KC', 'AH', '6C', '8C', '9D', 'TD', '2S', '3S', '4S', '5S'];
    Object.assign(game, { phase: 'round', lots: ['9H'] });
    game.managers['ann'] = { ...manager, hand };
    const [bid] = aiBids(game, 'ann');
    expect(bid!.lot).toBe('9H');
    const sheet = bestLineup([...hand, '9H'], [], FIRST_SEASON_ORDER)!;
    expect(bid!.cards.length).toBeGreaterThan(0);
    for (const card of bid!.cards) expect([sheet.keeper, ...sheet.places]).not.toContain(card);
    expect(surplusCards([...hand, '9H'], sheet, FIRST_SEASON_ORDER)).toEqual(expect.arrayContaining(bid!.cards));
    expect(validateCardsOrders(game, 'ann', { bids: [bid!] })).toEqual([]);
    Object.assign(game, { phase: 'opening-auction' });
    expect(aiBids(game, 'ann').every((b) => b.cards.length === 0)).toBe(true);
  });
});

describe('the formations', () => {
  it('are balanced: none takes more than 60% of the points against the other eleven', () => {
    const shares = formationBalance(seededDice(1), 40);
    expect(shares).toHaveLength(12);
    for (const { share } of shares) expect(share).toBeLessThanOrEqual(0.6);
  });
});

describe('event audiences', () => {
  it('keeps every event that names unrevealed cards private', () => {
    for (const type of ['kept', 'sold-back', 'orders-refused', 'sheet-chosen'] as const) expect(CARDS_EVENT_AUDIENCE[type]).toBe('private');
    expect(CARDS_EVENT_AUDIENCE.match).toBe('match');
    expect(CARDS_EVENT_AUDIENCE['lots-offered']).toBe('transfer-news');
  });
});

describe('whole games', () => {
  it('GIVEN any seed and 2 to 6 absent managers THEN every fixture is played, no card is lost and no money goes below nothing', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 6 }), (seed, size) => {
        const dice = seededDice(seed);
        let state = newCardsGame(
          Array.from({ length: size }, (_, i) => `m${i}`),
          1,
          dice,
        );
        let matches = 0;
        while (state.phase !== 'finished') {
          const result = playCardsStep(state, {}, dice);
          matches += result.events.filter((e) => e.type === 'match').length;
          state = result.state;
          for (const id of state.managerIds) expect(state.managers[id]!.pence).toBeGreaterThanOrEqual(0);
          for (const id of state.managerIds) expect(state.managers[id]!.hand.some(isPicture)).toBe(true);
        }
        const clubs = state.clubIds.length;
        const cup = size <= 4 ? 4 : 8;
        expect(matches).toBe(clubs * (clubs - 1) + cup - 1);
        const cards = [...state.pack, ...Object.values(state.managers).flatMap((m) => m.hand)];
        expect(new Set(cards).size).toBe(52);
        expect(cards).toHaveLength(52);
      }),
      { numRuns: 12 },
    );
  });
});

describe('a sheet given before the first round', () => {
  it('stands from the opening auction into round one, where it is played as given', () => {
    const dice = seededDice(5);
    let state = newCardsGame(['ann', 'bob'], 1, dice);
    state = playCardsStep(state, {}, dice).state;
    const ann = state.managers['ann']!;
    const sheet = bestLineup(ann.hand, [], state.suitOrder)!;
    expect(validateCardsOrders(state, 'ann', { sheet })).toEqual([]);
    const auction = playCardsStep(state, { ann: { sheet } }, dice);
    expect(auction.state.managers['ann']!.sheet).toEqual(sheet);
    const round = playCardsStep(auction.state, {}, dice);
    expect(round.events).toContainEqual({ type: 'sheet-chosen', clubId: 'ann', by: 'standing' });
  });
});
