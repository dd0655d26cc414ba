import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { sellLots } from '../../../src/engine/cards/auction.js';
import { isPicture } from '../../../src/engine/cards/cards.js';
import type { CardsEvent } from '../../../src/engine/cards/events.js';
import { offerMarketLots, offerOpeningLots, payGateMoney } from '../../../src/engine/cards/market.js';
import { newCardsGame } from '../../../src/engine/cards/new-game.js';
import { keepPrice, sellBackPrice, paymentValue } from '../../../src/engine/cards/prices.js';
import { keepCards, payForKeptCards } from '../../../src/engine/cards/squad.js';
import type { CardsState } from '../../../src/engine/cards/state.js';
import { makeTrades } from '../../../src/engine/cards/trades.js';
import { FIRST_SEASON_ORDER } from '../../../src/engine/cards/suit-levels.js';
import { scriptedDice } from '../../support/scripted-dice.js';

function game(managers = ['ann', 'bob', 'cat']): CardsState {
  return newCardsGame(managers, 2, seededDice(3));
}

describe('the deal', () => {
  it('gives each manager one picture card, seven more cards and £20', () => {
    const state = game();
    for (const id of state.managerIds) {
      const manager = state.managers[id]!;
      expect(isPicture(manager.hand[0]!)).toBe(true);
      expect(manager.hand).toHaveLength(8);
      expect(manager.pence).toBe(2000);
    }
    const all = [...state.pack, ...Object.values(state.managers).flatMap((m) => m.hand)];
    expect(new Set(all).size).toBe(52);
    expect(state.pack).toHaveLength(52 - 24);
  });
  it('refuses fewer than 2 or more than 6 managers', () => {
    expect(() => game(['ann'])).toThrow(/2 to 6/);
    expect(() => game(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toThrow(/2 to 6/);
  });
});

describe('keeping and paying', () => {
  it('puts the discarded cards under the pack and charges £4, £3, £2, £1 a card by level, pictures free', () => {
    expect(['9H', '9C', '9D', '9S', 'KH'].map((card) => keepPrice(card, FIRST_SEASON_ORDER))).toEqual([400, 300, 200, 100, 0]);
    const state = game();
    const manager = state.managers['ann']!;
    manager.hand = ['JH', '9H', '9C', '2S'];
    const events: CardsEvent[] = [];
    keepCards(state, manager, ['JH', '9H', '9C'], events);
    expect(state.pack.at(-1)).toBe('2S');
    payForKeptCards(state, manager, events);
    expect(manager.pence).toBe(2000 - 700);
  });
  it('sells kept players back at half price, cheapest first, until the rest is paid for', () => {
    expect(sellBackPrice('9H', FIRST_SEASON_ORDER)).toBe(200);
    const state = game();
    const manager = state.managers['ann']!;
    manager.hand = ['JH', '9H', 'TH', '8C', '2S'];
    manager.unpaid = [...manager.hand];
    manager.pence = 1000;
    const events: CardsEvent[] = [];
    payForKeptCards(state, manager, events);
    expect(events.filter((e) => e.type === 'sold-back').map((e) => e.card)).toEqual(['2S', '8C']);
    expect(manager.hand).toEqual(['JH', '9H', 'TH']);
    expect(manager.pence).toBe(1000 + 50 + 150 - 800);
  });
});

describe('auctions', () => {
  it('offers as many opening lots as managers', () => {
    const state = game();
    offerOpeningLots(state, []);
    expect(state.lots).toHaveLength(3);
  });
  it('offers as many market lots as the level of the card turned over, which goes back under the pack', () => {
    const state = game();
    state.pack = ['5C', '2H', '3H', '4H', '6H', '7H'];
    const events: CardsEvent[] = [];
    offerMarketLots(state, seededDice(1), events);
    expect(state.lots).toEqual(['2H', '3H', '4H']);
    expect(state.pack).toEqual(['6H', '7H', '5C']);
  });
  it('sells each lot to the highest sealed bid, counting player cards at their level in pounds', () => {
    expect(paymentValue('3D', FIRST_SEASON_ORDER)).toBe(200);
    const state = game();
    state.lots = ['9H'];
    state.managers['ann']!.hand.push('3D');
    const events: CardsEvent[] = [];
    const buyers = sellLots(
      state,
      { ann: { bids: [{ lot: '9H', pence: 150, cards: ['3D'] }] }, bob: { bids: [{ lot: '9H', pence: 300, cards: [] }] } },
      seededDice(1),
      events,
    );
    expect(buyers).toEqual(new Set(['ann']));
    expect(state.managers['ann']!.hand).toContain('9H');
    expect(state.managers['ann']!.hand).not.toContain('3D');
    expect(state.managers['ann']!.pence).toBe(1850);
    expect(state.pack.at(-1)).toBe('3D');
  });
  it('settles equal bids with a die and returns unsold lots under the pack', () => {
    const state = game();
    state.lots = ['9H', '8H'];
    const events: CardsEvent[] = [];
    const bid = { bids: [{ lot: '9H', pence: 300, cards: [] }] };
    sellLots(state, { ann: bid, bob: bid }, scriptedDice([2]), events);
    expect(events[0]).toMatchObject({ type: 'lot-sold', managerId: 'bob', tieRoll: 2 });
    expect(events[1]).toEqual({ type: 'lot-unsold', lot: '8H' });
    expect(state.pack.at(-1)).toBe('8H');
  });
});

describe('gate money and trades', () => {
  it('pays £1 to each manager who played and £1 more to one who bought nothing', () => {
    const state = game();
    state.playedLastRound = ['ann', 'bob'];
    payGateMoney(state, new Set(['ann']), []);
    expect([state.managers['ann']!.pence, state.managers['bob']!.pence, state.managers['cat']!.pence]).toEqual([2100, 2200, 2000]);
  });
  it('makes a trade when both managers send mirror offers, and refuses one that leaves a manager without a picture', () => {
    const state = game();
    state.managers['ann']!.hand = ['JH', '9H'];
    state.managers['bob']!.hand = ['QC', 'KC', '5S'];
    const events: CardsEvent[] = [];
    makeTrades(
      state,
      {
        ann: { trades: [{ withId: 'bob', give: ['9H'], take: ['KC'], payPence: 100, receivePence: 0 }] },
        bob: { trades: [{ withId: 'ann', give: ['KC'], take: ['9H'], payPence: 0, receivePence: 100 }] },
      },
      events,
    );
    expect(state.managers['ann']!.hand).toEqual(['JH', 'KC']);
    expect(state.managers['bob']!.hand).toEqual(['QC', '5S', '9H']);
    expect(state.managers['bob']!.pence).toBe(2100);
    makeTrades(
      state,
      {
        ann: { trades: [{ withId: 'bob', give: ['JH', 'KC'], take: ['5S'], payPence: 0, receivePence: 0 }] },
        bob: { trades: [{ withId: 'ann', give: ['5S'], take: ['JH', 'KC'], payPence: 0, receivePence: 0 }] },
      },
      events,
    );
    // Both managers read the failure: it says whose side fails (the offering manager's), never his hand.
    expect(events.at(-1)).toMatchObject({ type: 'trade-failed', fault: { code: 'no-picture-left', side: 'from' } });
  });
});
