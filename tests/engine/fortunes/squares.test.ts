import { describe, expect, it } from 'vitest';
import { SQUARES } from '../../../src/engine/fortunes/board.js';
import type { FortuneEvent } from '../../../src/engine/model/fortune-events.js';
import { landOn } from '../../../src/engine/fortunes/land.js';
import { SPONSORSHIP_PAY } from '../../../src/engine/fortunes/sponsorship.js';
import { scriptedDice } from '../../support/scripted-dice.js';
import { fortunesGame, fortunesSquad } from './fixtures.js';

const withoutMoney = (events: FortuneEvent[]) => events.filter((e) => e.type !== 'money');

function game() {
  const g = fortunesGame(
    [
      { id: 'c1', balance: 1_000_000 },
      { id: 'c2', balance: 1_000_000 },
    ],
    [...fortunesSquad('c1'), ...fortunesSquad('c2')],
  );
  g.state.players['c2-m3']!.clubId = null;
  g.fortunes.auctionPool.push('c2-m3');
  return g;
}

describe('landing on each square', () => {
  it('GIVEN the board THEN every kind of square is tested below', () => {
    expect([...SQUARES].sort()).toEqual(
      ['auction', 'bank-finance', 'crisis', 'half-price-auction', 'luck', 'selection-problems', 'sponsorship', 'start', 'sunday', 'wages'].sort(),
    );
  });

  it.each(['start', 'sunday'] as const)('GIVEN %s THEN nothing happens, and that is told', (square) => {
    const { state, fortunes, events } = game();
    const before = structuredClone(state);
    landOn(state, fortunes, 'c1', square, { orders: {}, auctionBids: [] }, scriptedDice([]), events);
    expect(events).toEqual([{ type: 'fortune-quiet', clubId: 'c1', square }]);
    expect(state).toEqual(before);
  });

  it('GIVEN Wages THEN the squad is paid for', () => {
    const { state, fortunes, events } = game();
    landOn(state, fortunes, 'c1', 'wages', { orders: {}, auctionBids: [] }, scriptedDice([]), events);
    expect(withoutMoney(events)).toEqual([{ type: 'wages-paid', clubId: 'c1', strength: 82.5, amount: 20_000 }]);
    expect(state.clubs.c1!.balance).toBe(980_000);
  });

  it("GIVEN Manager's Luck THEN a Luck card is drawn on a d12", () => {
    const { state, fortunes, events } = game();
    landOn(state, fortunes, 'c1', 'luck', { orders: { useImmunity: true }, auctionBids: [] }, scriptedDice([12]), events);
    expect(events[0]).toMatchObject({ type: 'fortune-card', table: 'luck', roll: 12 });
    expect(state.clubs.c1!.balance).toBe(1_380_000);
  });

  it('GIVEN Selection Problems with an Immunity card ordered THEN the card is drawn and cancelled', () => {
    const { state, fortunes, events } = game();
    fortunes.immunity = { bank: 5, held: { c1: 1 } };
    landOn(state, fortunes, 'c1', 'selection-problems', { orders: { useImmunity: true }, auctionBids: [] }, scriptedDice([6]), events);
    expect(events.at(-1)).toMatchObject({ type: 'fortune-card', table: 'selection-problems', roll: 6, cancelledByImmunity: true });
    expect(state.players['c1-m1']!.clubId).toBe('c1');
  });

  it("GIVEN Sponsorship THEN the seed's £30,000, scaled, is paid: £230,000", () => {
    const { state, fortunes, events } = game();
    expect(SPONSORSHIP_PAY).toBe(230_000);
    landOn(state, fortunes, 'c1', 'sponsorship', { orders: {}, auctionBids: [] }, scriptedDice([]), events);
    expect(events).toEqual([
      { type: 'money', clubId: 'c1', amount: 230_000, reason: 'fortune-sponsorship', detail: 'Sponsorship square', balance: 1_230_000 },
    ]);
  });

  it('GIVEN Bank Finance with a legal sale ordered THEN it is made; one that would leave ten players is not', () => {
    const legal = game();
    landOn(legal.state, legal.fortunes, 'c1', 'bank-finance', { orders: { bankSales: ['c1-a3'] }, auctionBids: [] }, scriptedDice([]), legal.events);
    expect(legal.fortunes.bank).toEqual(['c1-a3']);
    const illegal = game();
    const orders = { bankSales: ['c1-a3', 'c1-m3'] };
    landOn(illegal.state, illegal.fortunes, 'c1', 'bank-finance', { orders, auctionBids: [] }, scriptedDice([]), illegal.events);
    expect(illegal.fortunes.bank).toEqual([]);
    expect(illegal.events).toEqual([]);
  });

  it('GIVEN Crisis with a section ordered THEN that section loses its best', () => {
    const { state, fortunes, events } = game();
    landOn(state, fortunes, 'c1', 'crisis', { orders: { crisisSection: 'M' }, auctionBids: [] }, scriptedDice([]), events);
    expect(withoutMoney(events)[0]).toEqual({ type: 'crisis', clubId: 'c1', section: 'M', chosenBy: 'manager', playerId: 'c1-m1' });
  });

  it('GIVEN Auction THEN the top lot is sold at the full bid', () => {
    const { state, fortunes, events } = game();
    const auctionBids = [{ clubId: 'c1', playerId: 'c2-m3', amount: 100_000 }];
    landOn(state, fortunes, 'c1', 'auction', { orders: {}, auctionBids }, scriptedDice([]), events);
    expect(state.players['c2-m3']!.clubId).toBe('c1');
    expect(state.clubs.c1!.balance).toBe(900_000);
  });

  it('GIVEN 50% Auction THEN the manager who landed there pays half', () => {
    const { state, fortunes, events } = game();
    const auctionBids = [{ clubId: 'c1', playerId: 'c2-m3', amount: 100_000 }];
    landOn(state, fortunes, 'c1', 'half-price-auction', { orders: {}, auctionBids }, scriptedDice([]), events);
    expect(state.players['c2-m3']!.clubId).toBe('c1');
    expect(state.clubs.c1!.balance).toBe(950_000);
  });
});
