import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import type { CardsEvent } from '../../../src/engine/cards/events.js';
import { newCardsGame } from '../../../src/engine/cards/new-game.js';
import { chooseLineup, playRound } from '../../../src/engine/cards/play-round.js';
import type { CardsState } from '../../../src/engine/cards/state.js';
import { playCardsStep } from '../../../src/engine/cards/step.js';
import { validateCardsOrders } from '../../../src/engine/cards/validate.js';

function afterSetUp(seed: number, managers = ['ann', 'bob', 'cat']): CardsState {
  const dice = seededDice(seed);
  let state = newCardsGame(managers, 1, dice);
  for (let i = 0; i < 2; i++) state = playCardsStep(state, {}, dice).state;
  return state;
}

describe('a cup round', () => {
  it('plays only the ties, so a manager out of the cup earns no gate money, and draws the next round', () => {
    const state = afterSetUp(3, ['ann', 'bob', 'cat', 'dan', 'eve']);
    state.nextSlot = state.calendar.findIndex((slot) => slot.kind === 'cup');
    state.cup.ties = [
      { homeId: 'ann', awayId: 'dummy-1' },
      { homeId: 'bob', awayId: 'cat' },
    ];
    const events: CardsEvent[] = [];
    playRound(state, {}, seededDice(1), events);
    expect(events.filter((e) => e.type === 'match')).toHaveLength(2);
    expect(state.playedLastRound.sort()).toEqual(['ann', 'bob', 'cat']);
    expect(state.cup.alive).toHaveLength(2);
    expect(state.cup.ties).toHaveLength(1);
    const dummyLuck = events.find((e) => e.type === 'match');
    expect(dummyLuck?.type === 'match' && dummyLuck.awayLuck).toBeNull();
  });
});

describe('team sheets', () => {
  it('plays the ordered sheet, then lets it stand until changed', () => {
    const state = afterSetUp(5);
    const ann = state.managers['ann']!;
    ann.hand = ['KC', '5S', '8S', '9H', 'TS', 'AD'];
    ann.injured = [];
    const sheet = { tactic: 'KC', keeper: 'AD', places: ['5S', '8S', '9H', 'TS'] };
    const events: CardsEvent[] = [];
    expect(chooseLineup(state, 'ann', { ann: { sheet } }, events)).toEqual(sheet);
    expect(chooseLineup(state, 'ann', {}, events)).toEqual(sheet);
    ann.injured = ['9H'];
    expect(chooseLineup(state, 'ann', {}, events).places).not.toContain('9H');
    expect(events.map((e) => e.type === 'sheet-chosen' && e.by)).toEqual(['orders', 'standing', 'ai']);
  });
  it('refuses a sheet using a card offered in a bid', () => {
    const state = afterSetUp(5);
    state.lots = ['2H'];
    const ann = state.managers['ann']!;
    ann.hand = ['KC', '5S', '8S', '9H', 'TS', 'AD'];
    const codes = validateCardsOrders(state, 'ann', {
      bids: [{ lot: '2H', pence: 0, cards: ['5S'] }],
      sheet: { tactic: 'KC', keeper: 'AD', places: ['5S', '8S', '9H', 'TS'] },
    }).map((v) => v.code);
    expect(codes).toEqual(['card-used-twice']);
  });
});
