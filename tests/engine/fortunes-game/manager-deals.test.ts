import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { resign } from '../../../src/engine/fortunes-game/cash.js';
import { endSeasonLoans, runDownLoans } from '../../../src/engine/fortunes-game/loans.js';
import type { GameEvent } from '../../../src/engine/fortunes-game/events.js';
import { dealProblem, makeDeals, type ManagerDeal } from '../../../src/engine/fortunes-game/manager-deals.js';
import { newGame, STARTING_CASH } from '../../../src/engine/fortunes-game/new-game.js';
import { playSquare } from '../../../src/engine/fortunes-game/squares.js';
import type { StarCard } from '../../../src/engine/fortunes-game/star-card.js';
import type { FortunesGame } from '../../../src/engine/fortunes-game/state.js';
import { sideOf } from '../../../src/engine/fortunes-game/turn.js';
import { WAGES_PER_STAR } from '../../../src/engine/fortunes-game/wages.js';

const card = (id: string, type: StarCard['type'], stars: number): StarCard => ({ id, type, stars });

function game(): FortunesGame {
  const made = newGame(
    {
      managers: [
        { clubId: 'ann', name: 'Ann Athletic' },
        { clubId: 'bob', name: 'Bob Rovers' },
      ],
      skill: 2,
      seasons: 1,
    },
    seededDice(1),
  ).game;
  made.managers.ann!.squad = [
    card('g', 'G', 2),
    card('d1', 'D', 1),
    card('d2', 'D', 1),
    card('d3', 'D', 1),
    card('d4', 'D', 1),
    card('m1', 'M', 1),
    card('m2', 'M', 1),
    card('m3', 'M', 1),
    card('a1', 'A', 1),
    card('a2', 'A', 1),
    card('a3', 'A', 1),
  ];
  made.managers.bob!.squad = [card('star', 'A', 5), card('keeper', 'G', 4)];
  return made;
}

const LOAN: ManagerDeal = { kind: 'loan', cardId: 'star', fromId: 'bob', toId: 'ann', price: 10_000, turns: 2 };

describe('transfers and loans between managers (003, "Transfers/loans")', () => {
  it('GIVEN a transfer THEN the player and the agreed price change hands', () => {
    const g = game();
    makeDeals(g, [{ kind: 'transfer', cardId: 'keeper', fromId: 'bob', toId: 'ann', price: 70_000 }], []);
    expect(g.managers.ann!.squad.map((c) => c.id)).toContain('keeper');
    expect(g.managers.ann!.cash).toBe(STARTING_CASH - 70_000);
    expect(g.managers.bob!.cash).toBe(STARTING_CASH + 70_000);
  });

  it('GIVEN a loan THEN the player plays for the borrower, counts in his wages, is never his top player nor his to sell, and goes home when his turns are played', () => {
    const g = game();
    makeDeals(g, [LOAN], []);
    expect(sideOf(g, 'ann').attack).toBe(3 + 1 + 1 + 5);
    const ann = g.managers.ann!;
    g.pending.ann = { square: 'wages', draws: [] };
    playSquare(g, ann, {}, []);
    expect(ann.cash).toBe(STARTING_CASH - 10_000 - (12 + 5) * WAGES_PER_STAR);
    // Selection Problem row 1: the best player lost. The borrowed A5 is not his, so the G2 goes.
    g.pending.ann = { square: 'selection-problems', draws: [{ table: 'selection-problems', roll: 1 }] };
    playSquare(g, ann, {}, []);
    expect(ann.squad.map((c) => c.id)).not.toContain('g');
    expect(g.loans).toHaveLength(1);
    expect(dealProblem(g, { kind: 'transfer', cardId: 'star', fromId: 'ann', toId: 'bob', price: 0 })).toBe('not-his');
    runDownLoans(g, []);
    expect(g.loans).toHaveLength(1);
    runDownLoans(g, []);
    expect(g.loans).toHaveLength(0);
    expect(g.managers.bob!.squad.map((c) => c.id)).toContain('star');
  });

  it('GIVEN a semi-final played THEN no transfer or loan until the new season', () => {
    const g = game();
    g.cups[0]!.semiFinalPlayed = true;
    expect(dealProblem(g, LOAN)).toBe('window-closed');
    expect(dealProblem(g, { ...LOAN, kind: 'transfer' } as ManagerDeal)).toBe('window-closed');
  });

  it('GIVEN a cup turn with the borrower out of the cups THEN no loan (rule 2), though a transfer still goes (rule 4)', () => {
    const g = game();
    g.slot = g.calendar.findIndex((s) => s.kind === 'cup');
    g.cups[0]!.alive = g.cups[0]!.alive.filter((id) => id !== 'ann');
    expect(dealProblem(g, LOAN)).toBe('not-playing');
    expect(dealProblem(g, { kind: 'transfer', cardId: 'star', fromId: 'bob', toId: 'ann', price: 0 })).toBeNull();
  });

  it('GIVEN a buyer who cannot pay THEN no deal', () => {
    const g = game();
    expect(dealProblem(g, { ...LOAN, price: STARTING_CASH + 1 })).toBe('cannot-pay');
  });

  it('GIVEN the borrower resigns THEN the loaned player goes home; GIVEN the owner resigns THEN he goes to the Auction Pile', () => {
    const g = game();
    makeDeals(g, [LOAN], []);
    resign(g, g.managers.ann!, []);
    expect(g.managers.bob!.squad.map((c) => c.id)).toContain('star');
    const h = game();
    makeDeals(h, [LOAN], []);
    resign(h, h.managers.bob!, []);
    expect(h.loans).toHaveLength(0);
    expect(h.auctionFile.map((c) => c.id)).toContain('star');
  });

  it('GIVEN a loan to the season’s end THEN he plays every turn left and goes home when the season ends, not before', () => {
    const g = game();
    g.slot = 3;
    makeDeals(g, [{ ...LOAN, turns: null }], []);
    expect(g.loans).toEqual([
      {
        card: expect.objectContaining({ id: 'star' }) as unknown,
        ownerId: 'bob',
        borrowerId: 'ann',
        turnsLeft: g.calendar.length - 3,
        toSeasonEnd: true,
      },
    ]);
    for (let turn = 3; turn < g.calendar.length - 1; turn++) runDownLoans(g, []);
    expect(g.loans).toHaveLength(1);
    const events: GameEvent[] = [];
    endSeasonLoans(g, events);
    expect(g.loans).toHaveLength(0);
    expect(g.managers.bob!.squad.map((c) => c.id)).toContain('star');
    expect(events).toEqual([{ type: 'loan-ended', cardId: 'star', ownerId: 'bob', borrowerId: 'ann' }]);
  });

  it('GIVEN a deal that no longer stands when the turn is played THEN it is passed over and its offer told why', () => {
    const g = game();
    const events: GameEvent[] = [];
    makeDeals(
      g,
      [
        { kind: 'transfer', cardId: 'star', fromId: 'ann', toId: 'bob', price: 0, offerId: '7' },
        { ...LOAN, offerId: '8' },
      ],
      events,
    );
    expect(events.filter((e) => e.type === 'deal' || e.type === 'deal-failed')).toEqual([
      { type: 'deal-failed', kind: 'transfer', cardId: 'star', fromId: 'ann', toId: 'bob', problem: 'not-his', offerId: '7' },
      { type: 'deal', kind: 'loan', cardId: 'star', fromId: 'bob', toId: 'ann', offerId: '8' },
    ]);
    expect(events.filter((e) => e.type === 'money')).toEqual([
      { type: 'money', clubId: 'ann', amount: -10_000, reason: 'deal' },
      { type: 'money', clubId: 'bob', amount: 10_000, reason: 'deal' },
    ]);
  });

  it('GIVEN an Immunity card sold THEN it and the price change hands; GIVEN the seller holds none THEN no deal', () => {
    const g = game();
    const sale: ManagerDeal = { kind: 'immunity', fromId: 'bob', toId: 'ann', price: 25_000 };
    expect(dealProblem(g, sale)).toBe('no-immunity');
    g.managers.bob!.immunity = 1;
    g.cups[0]!.semiFinalPlayed = true;
    expect(dealProblem(g, sale)).toBeNull();
    const events: GameEvent[] = [];
    makeDeals(g, [sale, sale], events);
    expect([g.managers.ann!.immunity, g.managers.bob!.immunity]).toEqual([1, 0]);
    expect([g.managers.ann!.cash, g.managers.bob!.cash]).toEqual([STARTING_CASH - 25_000, STARTING_CASH + 25_000]);
    expect(events.filter((e) => e.type !== 'money')).toEqual([
      { type: 'immunity-sold', fromId: 'bob', toId: 'ann' },
      { type: 'deal-failed', kind: 'immunity', fromId: 'bob', toId: 'ann', problem: 'no-immunity' },
    ]);
  });
});
