import { describe, expect, it } from 'vitest';
import {
  applyBankFinance,
  bankBuyingPrice,
  bankSellingPrice,
  settleBankBids,
  validateBankBid,
  validateBankFinance,
} from '../../../src/engine/fortunes/bank.js';
import { scriptedDice } from '../../support/scripted-dice.js';
import { fortunesGame, fortunesSquad } from './fixtures.js';

const codes = (v: { code: string }[]) => v.map((x) => x.code);

describe('Bank Finance: selling to the bank', () => {
  it('GIVEN a 7.0 worth £400,000 THEN the bank pays £300,000 and sells him for £600,000 or more', () => {
    const { state } = fortunesGame();
    expect(bankBuyingPrice(state.players['c1-d2']!)).toBe(300_000);
    expect(bankSellingPrice(state.players['c1-d2']!)).toBe(600_000);
  });

  it('GIVEN the Bank Finance square and one player of twelve THEN the sale is legal and paid at 75%', () => {
    const { state, fortunes, events } = fortunesGame([{ id: 'c1', balance: 0 }]);
    expect(validateBankFinance(state, 'c1', 'bank-finance', ['c1-m1'])).toEqual([]);
    applyBankFinance(state, fortunes, ['c1-m1'], events);
    expect(state.clubs.c1!.balance).toBe(1_500_000);
    expect(state.players['c1-m1']!.clubId).toBeNull();
    expect(fortunes.bank).toEqual(['c1-m1']);
    expect(events[0]).toEqual({ type: 'bank-bought', clubId: 'c1', playerId: 'c1-m1', price: 1_500_000, cause: 'bank-finance' });
  });

  it('GIVEN any other square THEN selling to the bank is refused', () => {
    const { state } = fortunesGame();
    expect(codes(validateBankFinance(state, 'c1', 'sunday', ['c1-m1']))).toEqual(['not-on-bank-finance']);
    expect(validateBankFinance(state, 'c1', 'sunday', [])).toEqual([]);
  });

  it('GIVEN a sale leaving ten players, or no goalkeeper THEN it is refused with the reason', () => {
    const { state } = fortunesGame();
    expect(codes(validateBankFinance(state, 'c1', 'bank-finance', ['c1-m2', 'c1-m3']))).toEqual(['squad-too-small']);
    state.players.extra = { ...state.players['c1-d3']!, id: 'extra' };
    expect(codes(validateBankFinance(state, 'c1', 'bank-finance', ['c1-gk1', 'c1-gk2']))).toEqual(['squad-needs-goalkeeper']);
  });

  it("GIVEN someone else's player, an unknown id or a player on loan in THEN the sale is refused", () => {
    const { state } = fortunesGame([{ id: 'c1' }, { id: 'c2' }], [...fortunesSquad('c1'), ...fortunesSquad('c2')]);
    expect(codes(validateBankFinance(state, 'c1', 'bank-finance', ['c2-m1', 'nobody']))).toEqual(['not-your-player', 'unknown-player']);
    state.players['c2-m1']!.loan = { ownerId: 'c2', matchesLeft: null };
    state.players['c2-m1']!.clubId = 'c1';
    expect(codes(validateBankFinance(state, 'c1', 'bank-finance', ['c2-m1']))).toEqual(['loaned-in']);
  });
});

describe("Buying the bank's players", () => {
  function withBankPlayer(balances: Record<string, number>) {
    const game = fortunesGame(Object.entries(balances).map(([id, balance]) => ({ id, balance })));
    game.state.players['c1-d2']!.clubId = null;
    game.fortunes.bank.push('c1-d2');
    return game;
  }

  it('GIVEN a bid under 150% of value THEN it is refused; at 150% it is legal', () => {
    const { state, fortunes } = withBankPlayer({ c2: 1_000_000 });
    expect(codes(validateBankBid(state, fortunes, { clubId: 'c2', playerId: 'c1-d2', amount: 599_999 }))).toEqual(['bid-below-bank-price']);
    expect(validateBankBid(state, fortunes, { clubId: 'c2', playerId: 'c1-d2', amount: 600_000 })).toEqual([]);
    expect(codes(validateBankBid(state, fortunes, { clubId: 'c2', playerId: 'c1-d1', amount: 9_000_000 }))).toEqual(['not-in-bank']);
    fortunes.resigned.push('c2');
    expect(codes(validateBankBid(state, fortunes, { clubId: 'c2', playerId: 'c1-d2', amount: 600_000 }))).toEqual(['manager-resigned']);
  });

  it('GIVEN sealed bids THEN the highest buys him and pays his bid; a bid under the floor is ignored', () => {
    const { state, fortunes, events } = withBankPlayer({ c2: 1_000_000, c3: 1_000_000, c4: 5_000_000 });
    const bids = [
      { clubId: 'c2', playerId: 'c1-d2', amount: 650_000 },
      { clubId: 'c3', playerId: 'c1-d2', amount: 700_000 },
      { clubId: 'c4', playerId: 'c1-d2', amount: 500_000 },
    ];
    settleBankBids(state, fortunes, bids, scriptedDice([]), events);
    expect(state.players['c1-d2']!.clubId).toBe('c3');
    expect(state.clubs.c3!.balance).toBe(300_000);
    expect(fortunes.bank).toEqual([]);
    expect(events.at(-1)).toEqual({
      type: 'bank-sold',
      clubId: 'c3',
      playerId: 'c1-d2',
      price: 700_000,
      bids: [
        { clubId: 'c3', amount: 700_000 },
        { clubId: 'c2', amount: 650_000 },
      ],
      tieRolls: [],
    });
  });

  it('GIVEN equal top bids THEN a d6 each decides, and the rolls are told', () => {
    const { state, fortunes, events } = withBankPlayer({ c2: 1_000_000, c3: 1_000_000 });
    const bids = ['c2', 'c3'].map((clubId) => ({ clubId, playerId: 'c1-d2', amount: 600_000 }));
    settleBankBids(state, fortunes, bids, scriptedDice([2, 5]), events);
    expect(state.players['c1-d2']!.clubId).toBe('c3');
    expect(events.at(-1)).toMatchObject({ tieRolls: [2, 5] });
  });

  it('GIVEN the top bidder cannot pay THEN he forfeits half his cash, rounded up, and the next bid buys', () => {
    const { state, fortunes, events } = withBankPlayer({ c2: 1_000_000, c3: 500_001 });
    const bids = [
      { clubId: 'c2', playerId: 'c1-d2', amount: 650_000 },
      { clubId: 'c3', playerId: 'c1-d2', amount: 700_000 },
    ];
    settleBankBids(state, fortunes, bids, scriptedDice([]), events);
    expect(state.clubs.c3!.balance).toBe(250_000);
    expect(events).toContainEqual({ type: 'bid-forfeit', clubId: 'c3', playerId: 'c1-d2', bid: 700_000, forfeit: 250_001 });
    expect(state.players['c1-d2']!.clubId).toBe('c2');
    expect(state.clubs.c2!.balance).toBe(350_000);
  });

  it('GIVEN no bidder can pay THEN the bank keeps him', () => {
    const { state, fortunes, events } = withBankPlayer({ c2: -10_000 });
    settleBankBids(state, fortunes, [{ clubId: 'c2', playerId: 'c1-d2', amount: 600_000 }], scriptedDice([]), events);
    expect(fortunes.bank).toEqual(['c1-d2']);
    expect(state.clubs.c2!.balance).toBe(-10_000);
    expect(events).toEqual([{ type: 'bid-forfeit', clubId: 'c2', playerId: 'c1-d2', bid: 600_000, forfeit: 0 }]);
  });
});
