import { describe, expect, it } from 'vitest';
import { BOARD } from '../../../src/engine/fortunes/board.js';
import { activeManagers, aiSquareOrders, moveManagers, preseasonFortunes } from '../../../src/engine/fortunes/turn.js';
import { scriptedDice } from '../../support/scripted-dice.js';
import { fortunesGame, fortunesSquad } from './fixtures.js';

function game(season: number) {
  const g = fortunesGame([{ id: 'c2' }, { id: 'c1' }, { id: 'c3' }], [...fortunesSquad('c1'), ...fortunesSquad('c2')]);
  g.state.season = season;
  g.fortunes.resigned.push('c3');
  return g;
}

describe('a turn of Football Fortunes', () => {
  it('GIVEN three managers, one resigned THEN the two left move, in id order, each by his own die', () => {
    const { fortunes, events } = game(1);
    fortunes.positions.c2 = 22;
    expect(activeManagers(fortunes)).toEqual(['c1', 'c2']);
    const squares = moveManagers(fortunes, scriptedDice([4, 3]), events);
    expect(squares).toEqual({ c1: BOARD[4], c2: BOARD[1] });
    expect(fortunes.positions).toEqual({ c1: 4, c2: 1, c3: 0 });
    expect(events).toEqual([
      { type: 'fortune-moved', clubId: 'c1', from: 0, roll: 4, to: 4, square: 'auction', passedStart: false },
      { type: 'fortune-moved', clubId: 'c2', from: 22, roll: 3, to: 1, square: 'luck', passedStart: true },
    ]);
  });

  it('GIVEN the first pre-season THEN no cards are drawn', () => {
    const { state, fortunes, events } = game(1);
    preseasonFortunes(state, fortunes, {}, scriptedDice([]), events);
    expect(events).toEqual([]);
  });

  it('GIVEN a later pre-season THEN each manager still in takes a Luck then a Selection Problem, Immunity as ordered', () => {
    const { state, fortunes, events } = game(2);
    fortunes.immunity = { bank: 5, held: { c2: 1 } };
    preseasonFortunes(state, fortunes, { c2: { useImmunity: true } }, scriptedDice([12, 1, 7, 1]), events);
    const cards = events.filter((e) => e.type === 'fortune-card');
    expect(cards.map((e) => e.type === 'fortune-card' && [e.clubId, e.table, e.roll, e.cancelledByImmunity])).toEqual([
      ['c1', 'luck', 12, false],
      ['c1', 'selection-problems', 1, false],
      ['c2', 'luck', 7, false],
      ['c2', 'selection-problems', 1, true],
    ]);
    expect(state.players['c1-m1']!.injuryWeeks).toBe(3);
    expect(state.players['c2-m1']!.injuryWeeks).toBe(0);
  });

  it('GIVEN an absent manager THEN the AI names a Crisis section, spends Immunity on Selection Problems, and sells nothing', () => {
    const { state } = game(1);
    expect(aiSquareOrders(state, 'c1', 'crisis')).toEqual({ crisisSection: 'A' });
    expect(aiSquareOrders(state, 'c1', 'selection-problems')).toEqual({ useImmunity: true });
    expect(aiSquareOrders(state, 'c1', 'bank-finance')).toEqual({});
  });
});
