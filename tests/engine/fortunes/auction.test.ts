import { describe, expect, it } from 'vitest';
import { runAuction, topLot, validateAuctionBid } from '../../../src/engine/fortunes/auction.js';
import { scriptedDice } from '../../support/scripted-dice.js';
import { fortunesGame } from './fixtures.js';

function withPool(balances: Record<string, number>) {
  const game = fortunesGame(Object.entries(balances).map(([id, balance]) => ({ id, balance })));
  for (const id of ['c1-m1', 'c1-a1']) {
    game.state.players[id]!.clubId = null;
    game.fortunes.auctionPool.push(id);
  }
  return game;
}

const codes = (v: { code: string }[]) => v.map((x) => x.code);

describe('Auctions', () => {
  it('GIVEN bids THEN each must be at least one price step; the 50% bidder in multiples of it', () => {
    const { fortunes } = withPool({});
    expect(codes(validateAuctionBid(fortunes, { clubId: 'c2', playerId: 'c1-m1', amount: 9_999 }, null))).toEqual(['bid-below-step']);
    expect(validateAuctionBid(fortunes, { clubId: 'c2', playerId: 'c1-m1', amount: 15_001 }, null)).toEqual([]);
    expect(codes(validateAuctionBid(fortunes, { clubId: 'c2', playerId: 'c1-m1', amount: 15_000 }, 'c2'))).toEqual(['bid-not-multiple-of-step']);
    expect(validateAuctionBid(fortunes, { clubId: 'c2', playerId: 'c1-m1', amount: 20_000 }, 'c2')).toEqual([]);
    expect(codes(validateAuctionBid(fortunes, { clubId: 'c2', playerId: 'c1-d1', amount: 20_000 }, null))).toEqual(['not-in-auction']);
    fortunes.resigned.push('c2');
    expect(codes(validateAuctionBid(fortunes, { clubId: 'c2', playerId: 'c1-m1', amount: 20_000 }, null))).toEqual(['manager-resigned']);
  });

  it('GIVEN an Auction THEN the top lot goes to the highest bid, with no reserve, and the next lot comes up', () => {
    const { state, fortunes, events } = withPool({ c2: 1_000_000, c3: 1_000_000 });
    const bids = [
      { clubId: 'c2', playerId: 'c1-m1', amount: 10_000 },
      { clubId: 'c3', playerId: 'c1-m1', amount: 25_000 },
      { clubId: 'c2', playerId: 'c1-a1', amount: 900_000 },
    ];
    runAuction(state, fortunes, bids, null, scriptedDice([]), events);
    expect(state.players['c1-m1']!.clubId).toBe('c3');
    expect(state.clubs.c3!.balance).toBe(975_000);
    expect(state.clubs.c2!.balance).toBe(1_000_000);
    expect(topLot(fortunes)).toBe('c1-a1');
    expect(events.at(-1)).toEqual({
      type: 'auction',
      playerId: 'c1-m1',
      clubId: 'c3',
      bid: 25_000,
      paid: 25_000,
      halfPriceClubId: null,
      bids: [
        { clubId: 'c3', amount: 25_000 },
        { clubId: 'c2', amount: 10_000 },
      ],
      tieRolls: [],
    });
  });

  it('GIVEN no bid THEN the lot goes to the bottom of the pool', () => {
    const { state, fortunes, events } = withPool({ c2: 1_000_000 });
    runAuction(state, fortunes, [], null, scriptedDice([]), events);
    expect(fortunes.auctionPool).toEqual(['c1-a1', 'c1-m1']);
    expect(events).toEqual([{ type: 'auction', playerId: 'c1-m1', clubId: null, bid: 0, paid: 0, halfPriceClubId: null, bids: [], tieRolls: [] }]);
  });

  it('GIVEN an empty pool THEN nothing is auctioned', () => {
    const { state, fortunes, events } = fortunesGame();
    runAuction(state, fortunes, [], null, scriptedDice([]), events);
    expect(events).toEqual([]);
  });

  it('GIVEN a 50% Auction won by the manager on the square THEN he pays half his bid; another winner pays in full', () => {
    const half = withPool({ c2: 1_000_000, c3: 1_000_000 });
    const bids = [
      { clubId: 'c2', playerId: 'c1-m1', amount: 400_000 },
      { clubId: 'c3', playerId: 'c1-m1', amount: 390_000 },
    ];
    runAuction(half.state, half.fortunes, bids, 'c2', scriptedDice([]), half.events);
    expect(half.state.clubs.c2!.balance).toBe(800_000);
    expect(half.events.at(-1)).toMatchObject({ clubId: 'c2', bid: 400_000, paid: 200_000, halfPriceClubId: 'c2' });

    const full = withPool({ c2: 1_000_000, c3: 1_000_000 });
    runAuction(full.state, full.fortunes, bids, 'c3', scriptedDice([]), full.events);
    expect(full.state.clubs.c2!.balance).toBe(600_000);
  });

  it('GIVEN the 50% bidder bids off the step THEN his bid is void and the next one wins', () => {
    const { state, fortunes, events } = withPool({ c2: 1_000_000, c3: 1_000_000 });
    const bids = [
      { clubId: 'c2', playerId: 'c1-m1', amount: 405_000 },
      { clubId: 'c3', playerId: 'c1-m1', amount: 390_000 },
    ];
    runAuction(state, fortunes, bids, 'c2', scriptedDice([]), events);
    expect(state.players['c1-m1']!.clubId).toBe('c3');
  });

  it('GIVEN a winner who cannot pay THEN he forfeits half his cash, rounded up, and the lot goes to the next bid', () => {
    const { state, fortunes, events } = withPool({ c2: 300_001, c3: 1_000_000 });
    const bids = [
      { clubId: 'c2', playerId: 'c1-m1', amount: 400_000 },
      { clubId: 'c3', playerId: 'c1-m1', amount: 100_000 },
    ];
    runAuction(state, fortunes, bids, null, scriptedDice([]), events);
    expect(state.clubs.c2!.balance).toBe(150_000);
    expect(events).toContainEqual({ type: 'bid-forfeit', clubId: 'c2', playerId: 'c1-m1', bid: 400_000, forfeit: 150_001 });
    expect(state.players['c1-m1']!.clubId).toBe('c3');
    expect(state.clubs.c3!.balance).toBe(900_000);
  });

  it('GIVEN equal bids THEN dice decide, rolling again while equal', () => {
    const { state, fortunes, events } = withPool({ c2: 1_000_000, c3: 1_000_000, c4: 1_000_000 });
    const bids = ['c2', 'c3', 'c4'].map((clubId) => ({ clubId, playerId: 'c1-m1', amount: 50_000 }));
    runAuction(state, fortunes, bids, null, scriptedDice([6, 6, 1, 3, 4]), events);
    expect(state.players['c1-m1']!.clubId).toBe('c3');
    expect(events.at(-1)).toMatchObject({
      bids: [
        { clubId: 'c3', amount: 50_000 },
        { clubId: 'c2', amount: 50_000 },
        { clubId: 'c4', amount: 50_000 },
      ],
      tieRolls: [6, 6, 1, 3, 4],
    });
  });
});
