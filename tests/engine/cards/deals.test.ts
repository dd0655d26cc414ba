import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import type { CardsEvent, SharedTradeFault } from '../../../src/engine/cards/events.js';
import { newCardsGame } from '../../../src/engine/cards/new-game.js';
import type { CardsDeal } from '../../../src/engine/cards/orders.js';
import type { CardsState } from '../../../src/engine/cards/state.js';
import { playCardsStep } from '../../../src/engine/cards/step.js';
import { carryOutDeals, tradeFaults, tradeProblem } from '../../../src/engine/cards/trades.js';
import { t, type CatalogueText } from '../../../src/i18n/translate.js';
import { ownTradeFaultText, sharedTradeFaultText } from '../../../src/league/deals/cards-trade-fault-text.js';

const english = (text: CatalogueText) => t('en', text.key, text.params);

function game(): CardsState {
  const state = newCardsGame(['ann', 'bob', 'cat'], 2, seededDice(3));
  state.managers['ann']!.hand = ['JH', '9H', '2S'];
  state.managers['bob']!.hand = ['QC', 'KD', '5S'];
  state.managers['cat']!.hand = ['KS', '7C'];
  return state;
}

function deal(offerId: string, seq: number, terms: Partial<CardsDeal>): CardsDeal {
  return { offerId, seq, withId: 'bob', give: [], take: [], payPence: 0, receivePence: 0, ...terms };
}

describe('an agreed cards deal', () => {
  it('moves the cards and money both ways and clears both standing sheets', () => {
    const state = game();
    state.managers['ann']!.sheet = { tactic: 'JH', keeper: null, places: [null, null, null, null] };
    const events: CardsEvent[] = [];
    carryOutDeals(state, { ann: { deals: [deal('7', 1, { give: ['9H', '2S'], take: ['KD'], payPence: 150 })] } }, events);
    expect(state.managers['ann']!.hand).toEqual(['JH', 'KD']);
    expect(state.managers['bob']!.hand).toEqual(['QC', '5S', '9H', '2S']);
    expect(state.managers['ann']!.pence).toBe(2000 - 150);
    expect(state.managers['bob']!.pence).toBe(2000 + 150);
    expect(state.managers['ann']!.sheet).toBeNull();
    expect(events).toEqual([
      { type: 'trade', fromId: 'ann', toId: 'bob', gave: ['9H', '2S'], took: ['KD'], paidPence: 150, receivedPence: 0, offerId: '7' },
    ]);
  });

  it('carries deals out in acceptance order, and one whose card has already gone lapses with the reason', () => {
    const state = game();
    const events: CardsEvent[] = [];
    carryOutDeals(
      state,
      {
        ann: { deals: [deal('8', 2, { give: ['9H'], take: ['5S'] })] },
        cat: { deals: [deal('9', 1, { give: ['7C'], take: ['5S'] })] },
      },
      events,
    );
    expect(events.map((e) => [e.type, 'offerId' in e ? e.offerId : null])).toEqual([
      ['trade', '9'],
      ['trade-failed', '8'],
    ]);
    expect(events[1]).toMatchObject({ fault: { code: 'card-not-held', side: 'to' } });
    expect(english(sharedTradeFaultText((events[1] as { fault: SharedTradeFault }).fault))).toBe(
      'The manager the offer was made to does not hold every card it asks for.',
    );
    expect(state.managers['cat']!.hand).toEqual(['KS', '5S']);
    expect(state.managers['ann']!.hand).toEqual(['JH', '9H', '2S']);
  });

  // The offering manager's sentence may name his own cards and money; the lapse, read by both managers, names neither.
  it.each([
    [
      'a card not in the offerer’s hand',
      deal('1', 1, { give: ['KS'] }),
      'KS is not in your hand.',
      'The manager who made the offer does not hold every card the offer gives.',
    ],
    [
      'a card the other does not hold',
      deal('1', 1, { take: ['7C'] }),
      'Ask only for cards the other manager holds.',
      'The manager the offer was made to does not hold every card it asks for.',
    ],
    [
      'money above what he has',
      deal('1', 1, { payPence: 2001 }),
      'You offer £20.01 but have £20.00.',
      'The manager who made the offer does not have the money the offer pays.',
    ],
    [
      'money above what the other has',
      deal('1', 1, { receivePence: 2050 }),
      'The other manager does not have £20.50.',
      'The manager the offer was made to does not have the money asked of that club.',
    ],
    [
      'the offerer left without a picture',
      deal('1', 1, { give: ['JH'], take: ['5S'] }),
      'You must keep at least one picture card after the trade.',
      'The manager who made the offer would be left without a picture card.',
    ],
    [
      'the other left without a picture',
      deal('1', 1, { give: ['9H'], take: ['QC', 'KD'] }),
      'The other manager must keep at least one picture card after the trade.',
      'The manager the offer was made to would be left without a picture card.',
    ],
    [
      'a dummy club',
      deal('1', 1, { withId: 'dummy-1', payPence: 100 }),
      'Trade with another manager of this league: dummy clubs do not trade.',
      'Trade with another manager of this league: dummy clubs do not trade.',
    ],
    ['nothing at all', deal('1', 1, {}), 'A trade moves at least one card or some money.', 'A trade moves at least one card or some money.'],
  ])('refuses %s', (_what, terms, sentence, shared) => {
    const state = game();
    expect(english(ownTradeFaultText(tradeProblem(state, 'ann', terms)!))).toBe(sentence);
    const before = structuredClone(state);
    const events: CardsEvent[] = [];
    carryOutDeals(state, { ann: { deals: [terms] } }, events);
    const fault = tradeProblem(state, 'ann', terms)!;
    expect(events).toEqual([
      { type: 'trade-failed', fromId: 'ann', toId: terms.withId, fault: { code: fault.code, side: fault.side }, offerId: '1' },
    ]);
    expect(english(sharedTradeFaultText(fault))).toBe(shared);
    expect(state.managers).toEqual(before.managers);
  });

  it('tells the offering manager only the faults of his own side when he offers: the other’s hand and money wait for the acceptance', () => {
    const state = game();
    const ownSide = (terms: CardsDeal) => tradeFaults(state, 'ann', terms).filter((f) => f.side !== 'to');
    // Bob holds QC and KD, not 7C; he has £20.00.
    expect(ownSide(deal('1', 1, { take: ['7C'], receivePence: 5_000 }))).toEqual([]);
    expect(ownSide(deal('1', 1, { give: ['9H'], take: ['QC', 'KD'] }))).toEqual([]);
    expect(ownSide(deal('1', 1, { take: ['9H'] })).map((f) => english(ownTradeFaultText(f)))).toEqual(['9H is in your own hand.']);
    expect(ownSide(deal('1', 1, { give: ['JH'], take: ['7C'], receivePence: 5_000 })).map((f) => english(ownTradeFaultText(f)))).toEqual([
      'You must keep at least one picture card after the trade.',
    ]);
  });

  it('is carried out when the market closes, and the rest of the orders stand beside it', () => {
    let state = newCardsGame(['ann', 'bob'], 1, seededDice(5));
    state = playCardsStep(state, {}, seededDice(6)).state;
    state = playCardsStep(state, {}, seededDice(7)).state;
    expect(state.phase).toBe('round');
    const ann = state.managers['ann']!;
    const bob = state.managers['bob']!;
    const give = ann.hand.find((c) => !['J', 'Q', 'K'].includes(c[0]!))!;
    const terms = deal('3', 1, { give: [give], payPence: 100 });
    expect(tradeProblem(state, 'ann', terms)).toBeNull();
    const { state: after, events } = playCardsStep(state, { ann: { deals: [terms] } }, seededDice(8));
    expect(events).toContainEqual(expect.objectContaining({ type: 'trade', offerId: '3', gave: [give] }));
    expect(after.managers['bob']!.hand).toContain(give);
    expect(after.managers['ann']!.hand).not.toContain(give);
    expect(events.filter((e) => e.type === 'sheet-chosen' && e.clubId === 'ann')).toEqual([{ type: 'sheet-chosen', clubId: 'ann', by: 'ai' }]);
    expect(bob.hand).not.toContain(give);
  });
});
