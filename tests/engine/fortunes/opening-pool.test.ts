import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { openAuctionPool, OPENING_POOL_SIZE } from '../../../src/engine/fortunes/opening-pool.js';
import { fortunesGame } from './fixtures.js';

describe('the opening auction pool', () => {
  it('GIVEN a new game THEN twelve players of no club, rolled on the transfer chart for the Fourth, wait in the pool', () => {
    const { state, fortunes, events } = fortunesGame();
    openAuctionPool(state, fortunes, 3, seededDice(5), events);
    expect(fortunes.auctionPool).toHaveLength(OPENING_POOL_SIZE);
    const pool = fortunes.auctionPool.map((id) => state.players[id]!);
    for (const player of pool) {
      expect(player.clubId).toBeNull();
      expect(player.ability).toBeGreaterThanOrEqual(5);
      expect(player.ability).toBeLessThanOrEqual(8);
    }
    expect(new Set(fortunes.auctionPool).size).toBe(OPENING_POOL_SIZE);
    expect(events).toEqual([{ type: 'auction-pool-opened', playerIds: fortunes.auctionPool }]);
    expect(state.market).toEqual([]);
  });

  it('GIVEN the same seed THEN the same pool', () => {
    const a = fortunesGame();
    const b = fortunesGame();
    openAuctionPool(a.state, a.fortunes, 3, seededDice(9), a.events);
    openAuctionPool(b.state, b.fortunes, 3, seededDice(9), b.events);
    expect(a.fortunes.auctionPool.map((id) => a.state.players[id])).toEqual(b.fortunes.auctionPool.map((id) => b.state.players[id]));
  });
});
