import { describe, expect, it } from 'vitest';
import { returnAllLoans } from '../../../src/engine/deals/loans.js';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import { aiFortuneOrders } from '../../../src/engine/fortunes/ai-fortune-orders.js';
import { enforceDebts } from '../../../src/engine/fortunes/bankruptcy.js';
import type { Square } from '../../../src/engine/fortunes/board.js';
import { validateFortuneOrders } from '../../../src/engine/fortunes/fortune-orders.js';
import { landOn, type SquareOrders } from '../../../src/engine/fortunes/land.js';
import { aiSales } from '../../../src/engine/ai/ai-market.js';
import { dealProblem } from '../../../src/engine/deals/check-deal.js';
import { aiAnswer } from '../../../src/engine/deals/value-rule.js';
import { listForReason, validateSales } from '../../../src/engine/transfers/sales.js';
import type { Player } from '../../../src/engine/model/types.js';
import { makePlayer } from '../../support/factories.js';
import { scriptedDice } from '../../support/scripted-dice.js';
import { fortunesGame, fortunesSquad } from './fixtures.js';

const STAR = 'c1-star';

/**
 * c1 owns a centre-back rated 10 (the best player of either squad) and has
 * lent him to c2 for three more matches: he is c2's best defender and best
 * player, but not c2's.
 */
function lentStar(overrides: Partial<Player> = {}) {
  const star = makePlayer({ id: STAR, positions: ['CB'], ability: 10, age: 24, clubId: 'c2', loan: { ownerId: 'c1', matchesLeft: 3 }, ...overrides });
  const game = fortunesGame(
    [
      { id: 'c1', balance: 1_000_000 },
      { id: 'c2', balance: 1_000_000 },
    ],
    [...fortunesSquad('c1'), ...fortunesSquad('c2'), star],
  );
  game.state.fortunes = game.fortunes;
  return game;
}

function stillLent(game: ReturnType<typeof lentStar>): void {
  const star = game.state.players[STAR]!;
  expect(star.clubId).toBe('c2');
  expect(star.loan).toEqual({ ownerId: 'c1', matchesLeft: 3 });
  expect(game.fortunes.bank).not.toContain(STAR);
  expect(game.fortunes.auctionPool).not.toContain(STAR);
  expect(game.events.filter((e) => 'playerId' in e && e.playerId === STAR)).toEqual([]);
}

function land(game: ReturnType<typeof lentStar>, clubId: string, square: Square, orders: SquareOrders, rolls: number[] = []): void {
  game.fortunes.squares[clubId] = square;
  landOn(game.state, game.fortunes, clubId, square, { orders, auctionBids: [] }, scriptedDice(rolls), game.events);
}

describe('a player on loan under the Football Fortunes rules', () => {
  it('GIVEN the borrower on Crisis names his defence THEN he loses his own best defender, not the lent centre-back rated 10', () => {
    const game = lentStar();
    land(game, 'c2', 'crisis', { crisisSection: 'D' });
    stillLent(game);
    expect(game.state.players['c2-d1']!.clubId).toBeNull();
    expect(game.fortunes.bank).toEqual(['c2-d1']);
    expect(game.events).toContainEqual({ type: 'crisis', clubId: 'c2', section: 'D', chosenBy: 'manager', playerId: 'c2-d1' });
  });

  it('GIVEN the owner on Crisis names his defence THEN the man he has lent out is not there to lose: his best defender at home goes', () => {
    const game = lentStar();
    land(game, 'c1', 'crisis', { crisisSection: 'D' });
    stillLent(game);
    expect(game.fortunes.bank).toEqual(['c1-d1']);
  });

  it('GIVEN the borrower on Bank Finance orders the lent player sold THEN the order is refused when given and nothing is sold when played', () => {
    const game = lentStar();
    game.fortunes.squares.c2 = 'bank-finance';
    expect(validateFortuneOrders(game.state, 'c2', { bankSales: [STAR] }).map((v) => v.code)).toEqual(['loaned-in']);
    land(game, 'c2', 'bank-finance', { bankSales: [STAR] });
    stillLent(game);
    expect(game.state.clubs.c2!.balance).toBe(1_000_000);
    expect(game.fortunes.bank).toEqual([]);
  });

  it.each([
    ['Selection Problems 8, best defender quits', 'selection-problems', 8, { lost: 'c2-d1' }],
    ['Selection Problems 6, best player refuses to play', 'selection-problems', 6, { lost: 'c2-m1' }],
    ['Selection Problems 3, best defender injured', 'selection-problems', 3, { injured: 'c2-d1' }],
    ["Manager's Luck 5, best player walks out", 'luck', 5, { lost: 'c2-m1' }],
    ["Manager's Luck 4, best player hurt in training", 'luck', 4, { injured: 'c2-m1' }],
    ['Selection Problems 9, oldest player retires', 'selection-problems', 9, { retiring: 'c2-gk1' }],
  ] as const)('GIVEN the borrower draws %s THEN it falls on his own man, never the lent one', (_name, table, roll, hit) => {
    const game = lentStar({ age: 36 });
    game.state.players['c2-gk1']!.age = 30;
    land(game, 'c2', table, {}, [roll]);
    stillLent(game);
    const star = game.state.players[STAR]!;
    expect(star.injuryWeeks).toBe(0);
    expect(star.retiring).toBe(false);
    if ('lost' in hit) expect(game.fortunes.auctionPool).toEqual([hit.lost]);
    if ('injured' in hit) expect(game.state.players[hit.injured]!.injuryWeeks).toBeGreaterThan(0);
    if ('retiring' in hit) expect(game.state.players[hit.retiring]!.retiring).toBe(true);
  });

  it('GIVEN the borrower in debt names the lent player first in his debt order THEN the order is refused, and at the deadline his own players are sold', () => {
    const game = lentStar({ ability: 5, age: 34 });
    game.state.clubs.c2!.balance = -50_000;
    game.fortunes.debts.c2 = { season: 1, week: 3 };
    expect(validateFortuneOrders(game.state, 'c2', { debtSales: [STAR] }).map((v) => v.code)).toEqual(['loaned-in']);
    enforceDebts(game.state, game.fortunes, { season: 1, week: 3 }, { c2: [STAR] }, game.events);
    stillLent(game);
    // His own cheapest (six rated 6, £110,000 each to the bank; the lower id first), not the lent man at £20,000.
    expect(game.fortunes.bank).toEqual(['c2-a3']);
    expect(game.state.clubs.c2!.balance).toBe(-50_000 + 110_000);
  });

  it('GIVEN the borrower resigns bankrupt THEN the lent player goes home to his owner, not to the auction pool', () => {
    const game = lentStar();
    game.state.clubs.c2!.balance = -100_000_000;
    game.fortunes.debts.c2 = { season: 1, week: 3 };
    enforceDebts(game.state, game.fortunes, { season: 1, week: 3 }, {}, game.events);
    expect(game.fortunes.resigned).toEqual(['c2']);
    const star = game.state.players[STAR]!;
    expect(star.clubId).toBe('c1');
    expect(star.loan).toBeUndefined();
    expect(game.fortunes.auctionPool).not.toContain(STAR);
    expect(game.fortunes.auctionPool).toHaveLength(12);
    const resigned = game.events.find((e) => e.type === 'manager-resigned');
    expect(resigned?.type === 'manager-resigned' && resigned.toAuctionPool).not.toContain(STAR);
    expect(game.events).toContainEqual({ type: 'loan-returned', playerId: STAR, clubId: 'c1', borrowerId: 'c2' });
  });

  it('GIVEN the owner resigns bankrupt THEN his player away on loan comes back and goes to the auction pool with the rest of his squad', () => {
    const game = lentStar();
    game.state.clubs.c1!.balance = -100_000_000;
    game.fortunes.debts.c1 = { season: 1, week: 3 };
    enforceDebts(game.state, game.fortunes, { season: 1, week: 3 }, {}, game.events);
    expect(game.fortunes.resigned).toEqual(['c1']);
    expect(game.state.players[STAR]!.clubId).toBeNull();
    expect(game.state.players[STAR]!.loan).toBeUndefined();
    expect(game.fortunes.auctionPool).toContain(STAR);
    expect(game.fortunes.auctionPool).toHaveLength(13);
  });

  it('GIVEN the AI runs the borrower, in debt on Bank Finance THEN it never orders the lent player sold, however cheap he is', () => {
    const game = lentStar({ ability: 5, age: 34 });
    game.state.clubs.c2!.balance = -50_000;
    game.fortunes.squares.c2 = 'bank-finance';
    const orders = aiFortuneOrders(game.state, 'c2');
    expect(orders.bankSales).toEqual(['c2-a3']);
  });

  it.each([
    ['the bank', 'bank'],
    ['the auction pool', 'auctionPool'],
  ] as const)('GIVEN a lent player left in %s by an older step THEN his loan ends with him back at his owner and off that list', (_name, list) => {
    const game = lentStar({ clubId: null });
    game.fortunes[list].push(STAR);
    game.state.market.push({ playerId: STAR, sellerId: 'c2', askingPrice: 5_000_000, mode: 'full', listedWeek: 1, listedSeason: 1, reason: 'sale' });
    const events: EngineEvent[] = [];
    returnAllLoans(game.state, events);
    expect(game.state.players[STAR]!.clubId).toBe('c1');
    expect(game.fortunes[list]).not.toContain(STAR);
    expect(game.state.market).toEqual([]);
  });
});

describe('a player on loan on the transfer list', () => {
  it('GIVEN a lent player who asks for a transfer THEN he is not listed: his borrower cannot sell him, and he is away from his owner', () => {
    const game = lentStar();
    expect(listForReason(game.state, STAR, 'transfer-request')).toBeNull();
    expect(game.state.market).toEqual([]);
  });
});

describe('a player on loan in the football paths', () => {
  it('GIVEN the borrower lists the lent player THEN /sell refuses him', () => {
    const game = lentStar();
    expect(validateSales(game.state, 'c2', { sales: [{ playerId: STAR, mode: 'quick' }] }).map((v) => v.code)).toEqual(['sale-not-allowed']);
  });

  it('GIVEN the borrower has eleven of his own and the lent man THEN a deal that takes one of his own is refused: the side he keeps is his own', () => {
    const game = lentStar();
    delete game.state.players['c2-a3'];
    const terms = { kind: 'transfer', fromClubId: 'c1', toClubId: 'c2', give: [], get: ['c2-a2'], money: 0 } as const;
    expect(dealProblem(game.state, terms)).toMatchObject({ reason: 'squad-too-small', clubId: 'c2' });
    expect(aiAnswer(game.state, terms, 'c2').accept).toBe(false);
  });

  it('GIVEN the AI runs a borrower in debt with three centre-backs of his own THEN the lent one does not make one spare: nothing is sold', () => {
    const game = lentStar();
    game.state.players['c2-x1'] = makePlayer({ id: 'c2-x1', positions: ['CB'], ability: 6, age: 24, clubId: 'c2' });
    game.state.clubs.c2!.balance = -1;
    expect(aiSales(game.state, 'c2')).toEqual([]);
    game.state.players['c2-x2'] = makePlayer({ id: 'c2-x2', positions: ['CB'], ability: 6, age: 24, clubId: 'c2' });
    expect(aiSales(game.state, 'c2')).toEqual([{ playerId: 'c2-d1', mode: 'quick' }]);
  });
});
