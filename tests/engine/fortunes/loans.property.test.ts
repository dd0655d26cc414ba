import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allAiOrders } from '../../../src/engine/ai/fill-orders.js';
import { dealProblem } from '../../../src/engine/deals/check-deal.js';
import { playersFor } from '../../../src/engine/transfers/loan-policy.js';
import type { DealOrder } from '../../../src/engine/deals/terms.js';
import { matchesLeft } from '../../../src/engine/deals/window.js';
import { seededDice, type Dice } from '../../../src/engine/dice.js';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import type { Square } from '../../../src/engine/fortunes/board.js';
import { sectionOf } from '../../../src/engine/fortunes/squad.js';
import type { LeagueOrders } from '../../../src/engine/model/orders.js';
import { newLeagueState } from '../../../src/engine/new-league.js';
import { diceSeedForNextStep, nextStep, playStep } from '../../../src/engine/step.js';
import type { LeagueState } from '../../../src/engine/model/types.js';

/** The squares that take, sell or count a club's players, forced on borrowers so every week tests them. */
const HARMFUL: readonly Square[] = ['crisis', 'bank-finance', 'selection-problems', 'luck', 'wages'];

/** The events in which a club takes, sells or loses one of its players. */
const TAKEN = new Set(['bank-bought', 'fortune-player-lost', 'fortune-injury', 'fortune-retirement', 'crisis', 'transferred', 'sale-changed']);

interface Lent {
  playerId: string;
  ownerId: string;
  borrowerId: string;
}

const pick = <T>(dice: Dice, list: readonly T[]): T => list[dice.roll(list.length) - 1]!;

/**
 * A step's orders: the AI's, up to two random loans between managers, and,
 * for every club that has a player on loan, a forced square with orders that
 * try to sell or lose him (a Crisis in his section, Bank Finance and debt
 * sales naming him) and, now and then, a debt deep enough to be enforced or
 * to make its manager resign.
 */
function hostileOrders(state: LeagueState, dice: Dice): LeagueOrders {
  const orders = allAiOrders(state);
  const managers = Object.values(state.clubs)
    .filter((c) => c.playerControlled && !state.fortunes!.resigned.includes(c.id))
    .map((c) => c.id);
  const step = nextStep(state);
  if ((step === 'preseason' || step === 'week') && managers.length > 1) {
    for (let n = 0; n < 2; n++) {
      const ownerId = pick(dice, managers);
      const borrowerId = pick(
        dice,
        managers.filter((id) => id !== ownerId),
      );
      const players = playersFor(state, ownerId, 'sell').filter((p) => !p.positions.includes('GK'));
      if (players.length === 0) continue;
      const longest = matchesLeft(state);
      const matches = dice.roll(3) === 1 || longest < 1 ? null : dice.roll(longest);
      const terms = { kind: 'loan', ownerId, borrowerId, playerId: pick(dice, players).id, fee: 0, matches } as const;
      if (dealProblem(state, terms)) continue;
      const deal: DealOrder = { offerId: `loan-${state.season}-${state.week}-${n}`, seq: n + 1, terms };
      orders[borrowerId] = { ...orders[borrowerId], deals: [...(orders[borrowerId]?.deals ?? []), deal] };
    }
  }
  for (const borrowerId of managers) {
    const lent = Object.values(state.players).filter((p) => p.loan && p.clubId === borrowerId);
    if (lent.length === 0) continue;
    const ids = lent.map((p) => p.id);
    if (step === 'week' && state.fortunes!.squares[borrowerId]) state.fortunes!.squares[borrowerId] = pick(dice, HARMFUL);
    if (dice.roll(4) === 1) state.clubs[borrowerId]!.balance = -dice.roll(40) * 50_000;
    orders[borrowerId] = {
      ...orders[borrowerId],
      sales: ids.map((playerId) => ({ playerId, mode: 'quick' as const })),
      fortune: { crisisSection: sectionOf(lent[0]!), bankSales: ids, debtSales: ids, useImmunity: false },
    };
  }
  return orders;
}

/**
 * After a step: no borrower took a player lent to him, and every player lent
 * before the step, or in it, is still on that loan (to a manager still in the
 * game), home with his owner, or gone by his owner's doing (his resignation,
 * or a debt sale after the loan ended in the week).
 */
function checkLoans(before: LeagueState, after: LeagueState, events: EngineEvent[], lent: Lent[]): void {
  const resignedNow = (clubId: string) => after.fortunes!.resigned.includes(clubId) && !before.fortunes!.resigned.includes(clubId);
  for (const { playerId, ownerId, borrowerId } of lent) {
    const player = after.players[playerId];
    const taken = events.filter((e) => TAKEN.has(e.type) && 'playerId' in e && e.playerId === playerId && 'clubId' in e && e.clubId === borrowerId);
    expect(taken, `${borrowerId} took ${playerId}, ${ownerId}'s, on loan to it`).toEqual([]);
    if (!player) {
      expect(events).toContainEqual(expect.objectContaining({ type: 'retired', playerId, clubId: ownerId }));
      continue;
    }
    const soldByOwner = events.some((e) => e.type === 'bank-bought' && e.playerId === playerId && e.clubId === ownerId);
    if (player.loan) {
      expect(after.fortunes!.bank, `${playerId} on loan went to the bank`).not.toContain(playerId);
      expect([player.clubId, player.loan.ownerId]).toEqual([borrowerId, ownerId]);
      expect(after.fortunes!.resigned, `${playerId} stayed on loan to a manager who resigned`).not.toContain(borrowerId);
      expect(after.fortunes!.auctionPool).not.toContain(playerId);
    } else if (resignedNow(ownerId)) {
      expect(after.fortunes!.auctionPool).toContain(playerId);
    } else if (soldByOwner) {
      // Home when his loan ended, then sold by his owner at the week's debt deadline: the owner's to sell.
      expect(after.fortunes!.bank).toContain(playerId);
    } else {
      expect(after.fortunes!.bank, `${playerId} went to the bank`).not.toContain(playerId);
      expect(player.clubId, `${playerId} did not go home to ${ownerId}`).toBe(ownerId);
      expect(after.fortunes!.auctionPool).not.toContain(playerId);
    }
  }
}

function onLoan(state: LeagueState): Lent[] {
  return Object.values(state.players).flatMap((p) => (p.loan && p.clubId ? [{ playerId: p.id, ownerId: p.loan.ownerId, borrowerId: p.clubId }] : []));
}

function loansDone(events: EngineEvent[]): Lent[] {
  return events.flatMap((e) =>
    e.type === 'deal-done' && e.terms.kind === 'loan'
      ? [{ playerId: e.terms.playerId, ownerId: e.terms.ownerId, borrowerId: e.terms.borrowerId }]
      : [],
  );
}

describe('loans in Football Fortunes: a property of whole seasons', () => {
  it('GIVEN seeded Fortunes seasons with random loans and borrowers who try to sell or lose the men they borrowed THEN no borrower ever sells, loses or moves one, and every owner ends the season with his lent players home', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        let state = newLeagueState({ seed, humanClubs: 4, settings: { fortunes: true } }).state;
        const dice = seededDice(seed);
        let loans = 0;
        do {
          const orders = hostileOrders(state, dice);
          const lentBefore = onLoan(state);
          const ending = nextStep(state) === 'end-of-season';
          const { state: after, events } = playStep(state, orders, seededDice(diceSeedForNextStep(state)));
          const lentNow = loansDone(events);
          loans += lentNow.length;
          checkLoans(state, after, events, [...lentBefore, ...lentNow]);
          if (ending) expect(onLoan(after)).toEqual([]);
          state = after;
        } while (state.phase !== 'preseason');
        expect(loans).toBeGreaterThan(0);
      }),
      // Seed 10: a lent man goes home in a week and his owner sells him at that week's debt deadline, which is his right.
      { numRuns: 8, examples: [[10]] },
    );
  }, 180_000);
});
