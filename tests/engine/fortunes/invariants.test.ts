import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { settleBankBids, bankSellingPrice } from '../../../src/engine/fortunes/bank.js';
import { enforceDebts, noteDebts } from '../../../src/engine/fortunes/bankruptcy.js';
import type { FortuneEvent } from '../../../src/engine/model/fortune-events.js';
import { IMMUNITY_CARDS, newFortunesState } from '../../../src/engine/model/fortunes-state.js';
import { landOn } from '../../../src/engine/fortunes/land.js';
import { openAuctionPool } from '../../../src/engine/fortunes/opening-pool.js';
import type { SealedBid } from '../../../src/engine/fortunes/sealed-bids.js';
import { activeManagers, aiSquareOrders, moveManagers } from '../../../src/engine/fortunes/turn.js';
import { newLeagueState } from '../../../src/engine/new-league.js';

describe('Football Fortunes over many weeks', () => {
  it.each([1, 2, 3])(
    'GIVEN seed %i and 60 weeks of moves, squares, bids and debts THEN money is the sum of its events, every player is in one place and six Immunity cards exist',
    (seed) => {
      const { state } = newLeagueState({ seed, humanClubs: 8 });
      const managers = Object.values(state.clubs)
        .filter((c) => c.playerControlled)
        .map((c) => c.id);
      const fortunes = newFortunesState(managers);
      const dice = seededDice(seed);
      const events: FortuneEvent[] = [];
      openAuctionPool(state, fortunes, 3, dice, events);
      const opening = Object.fromEntries(managers.map((id) => [id, state.clubs[id]!.balance]));
      const squares = new Set<string>();
      for (let week = 1; week <= 60; week++) {
        state.week = week;
        const landed = moveManagers(fortunes, dice, events);
        const lot = fortunes.auctionPool[0];
        const auctionBids: SealedBid[] = lot
          ? activeManagers(fortunes).map((clubId) => ({ clubId, playerId: lot, amount: dice.roll(80) * 10_000 }))
          : [];
        for (const clubId of activeManagers(fortunes)) {
          const square = landed[clubId]!;
          squares.add(square);
          const orders = aiSquareOrders(state, clubId, square);
          landOn(state, fortunes, clubId, square, { orders, auctionBids }, dice, events);
        }
        const buyer = activeManagers(fortunes)[0];
        const bankBids = fortunes.bank.flatMap((playerId) =>
          buyer && dice.roll(3) === 1 ? [{ clubId: buyer, playerId, amount: bankSellingPrice(state.players[playerId]!) }] : [],
        );
        settleBankBids(state, fortunes, bankBids, dice, events);
        enforceDebts(state, fortunes, { season: 1, week }, {}, events);
        noteDebts(state, fortunes, { season: 1, week: week + 1 }, events);

        for (const id of managers) {
          const moves = events.filter((e) => e.type === 'money' && e.clubId === id);
          expect(state.clubs[id]!.balance).toBe(opening[id]! + moves.reduce((s, e) => s + (e.type === 'money' ? e.amount : 0), 0));
        }
        const places = [
          ...fortunes.bank,
          ...fortunes.auctionPool,
          ...Object.values(state.players)
            .filter((p) => p.clubId)
            .map((p) => p.id),
          // The transfer list's players without a club (the pre-season's opening list).
          ...state.market.filter((l) => !state.players[l.playerId]?.clubId).map((l) => l.playerId),
        ];
        expect(places.sort()).toEqual(Object.keys(state.players).sort());
        const held = Object.values(fortunes.immunity.held).reduce((s, n) => s + n, 0);
        expect(fortunes.immunity.bank + held).toBe(IMMUNITY_CARDS);
      }
      expect(squares.size).toBe(10);
      const kinds = new Set(events.map((e) => e.type));
      for (const kind of ['fortune-card', 'crisis', 'wages-paid', 'auction', 'bank-bought'] as const) expect(kinds.has(kind)).toBe(true);
    },
  );
});
