import { describe, expect, it } from 'vitest';
import { allAiOrders } from '../../../src/engine/ai/fill-orders.js';
import { seededDice } from '../../../src/engine/dice.js';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import { BOARD } from '../../../src/engine/fortunes/board.js';
import { bankruptcySaleOrder } from '../../../src/engine/fortunes/bankruptcy.js';
import { IMMUNITY_CARDS } from '../../../src/engine/model/fortunes-state.js';
import { validateFortuneOrders } from '../../../src/engine/fortunes/fortune-orders.js';
import { chartAtDifficulty } from '../../../src/engine/fortunes/difficulty.js';
import type { LeagueOrders } from '../../../src/engine/model/orders.js';
import { nonPlayerChart } from '../../../src/engine/setup/non-player-chart.js';
import { newLeagueState } from '../../../src/engine/new-league.js';
import { diceSeedForNextStep, nextStep, playStep } from '../../../src/engine/step.js';
import type { LeagueSettings, LeagueState } from '../../../src/engine/model/types.js';

function league(settings: Partial<LeagueSettings> = { fortunes: true }, humanClubs = 2): LeagueState {
  return newLeagueState({ seed: 11, humanClubs, settings }).state;
}

function step(state: LeagueState, orders: LeagueOrders = {}): { state: LeagueState; events: EngineEvent[] } {
  return playStep(state, { ...allAiOrders(state), ...orders }, seededDice(diceSeedForNextStep(state)));
}

/** Plays to the opening of week 1: the pre-season, which rolls every manager's first square. */
function atWeekOne(settings?: Partial<LeagueSettings>): LeagueState {
  return step(league(settings)).state;
}

const managers = (state: LeagueState) =>
  Object.values(state.clubs)
    .filter((c) => c.playerControlled)
    .map((c) => c.id)
    .sort();

/** Puts a manager on a square for the coming week, as the e2e scenario does in the database. */
function standOn(state: LeagueState, clubId: string, square: (typeof BOARD)[number]): void {
  state.fortunes!.positions[clubId] = BOARD.indexOf(square);
  state.fortunes!.squares[clubId] = square;
}

describe('Football Fortunes in the step', () => {
  it('GIVEN a new Fortunes league THEN every manager is on Start, the bank holds six Immunity cards and the pool twelve lots', () => {
    const state = league();
    expect(state.fortunes!.positions).toEqual(Object.fromEntries(managers(state).map((id) => [id, 0])));
    expect(state.fortunes!.immunity).toEqual({ bank: IMMUNITY_CARDS, held: {} });
    expect(state.fortunes!.auctionPool).toHaveLength(12);
    expect(state.fortunes!.auctionPool.every((id) => state.players[id]!.clubId === null)).toBe(true);
  });

  it('GIVEN a league without the options THEN it has no Fortunes state and its squads are those of a Fortunes league of the same seed', () => {
    const plain = newLeagueState({ seed: 11, humanClubs: 2 }).state;
    const fortunes = league();
    expect(plain.fortunes).toBeUndefined();
    for (const id of managers(plain)) {
      const squad = (s: LeagueState) => Object.values(s.players).filter((p) => p.clubId === id);
      expect(squad(fortunes)).toEqual(squad(plain));
    }
  });

  it('GIVEN the pre-season played THEN each manager has his square for week 1, rolled on a d6 and told', () => {
    const { state, events } = step(league());
    const moves = events.filter((e) => e.type === 'fortune-moved');
    expect(moves.map((m) => m.clubId).sort()).toEqual(managers(state));
    for (const move of moves) {
      expect(move.roll).toBeGreaterThanOrEqual(1);
      expect(move.roll).toBeLessThanOrEqual(6);
      expect(state.fortunes!.squares[move.clubId]).toBe(BOARD[move.roll]);
    }
    // Season one has no pre-season cards.
    expect(events.some((e) => e.type === 'fortune-card')).toBe(false);
  });

  it('GIVEN a manager on Crisis who ordered the attack THEN he is fined and his best attacker goes to the bank before the match', () => {
    const state = atWeekOne();
    const [clubId] = managers(state);
    standOn(state, clubId!, 'crisis');
    const attackers = Object.values(state.players).filter((p) => p.clubId === clubId && p.positions[0] === 'CF');
    const best = [...attackers].sort((a, b) => b.ability - a.ability)[0]!;
    const { state: after, events } = step(state, { [clubId!]: { fortune: { crisisSection: 'A' } } });
    const crisis = events.flatMap((e) => (e.type === 'crisis' ? [e] : []))[0]!;
    expect(crisis).toMatchObject({ clubId, section: 'A', chosenBy: 'manager' });
    expect(after.players[crisis.playerId!]!.ability).toBe(best.ability);
    expect(after.fortunes!.bank).toContain(crisis.playerId);
    expect(events.findIndex((e) => e.type === 'crisis')).toBeLessThan(events.findIndex((e) => e.type === 'week-started'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'money', clubId, amount: -380_000, reason: 'fortune-fine' }));
  });

  it('GIVEN a manager holding an Immunity card on Selection Problems THEN the order spends it on a harmful card, and the card goes back to the bank', () => {
    for (let seed = 1; seed < 60; seed++) {
      const state = step(newLeagueState({ seed, humanClubs: 2, settings: { fortunes: true } }).state).state;
      const [clubId] = managers(state);
      standOn(state, clubId!, 'selection-problems');
      state.fortunes!.immunity = { bank: IMMUNITY_CARDS - 1, held: { [clubId!]: 1 } };
      const { state: after, events } = step(state, { [clubId!]: { fortune: { useImmunity: true } } });
      const card = events.find((e) => e.type === 'fortune-card' && e.clubId === clubId);
      if (!card || card.type !== 'fortune-card' || card.roll >= 11) continue;
      expect(card.cancelledByImmunity).toBe(true);
      expect(after.fortunes!.immunity).toEqual({ bank: IMMUNITY_CARDS, held: {} });
      expect(events.some((e) => (e.type === 'fortune-injury' || e.type === 'fortune-player-lost') && e.clubId === clubId)).toBe(false);
      return;
    }
    throw new Error('no seed drew a harmful Selection Problem');
  });

  it("GIVEN season two opening THEN every manager draws a Manager's Luck and then a Selection Problem in pre-season", () => {
    let state = league({ fortunes: true }, 2);
    do state = step(state).state;
    while (nextStep(state) !== 'preseason');
    const { events } = step(state);
    for (const clubId of managers(state)) {
      const cards = events.filter((e) => e.type === 'fortune-card' && e.clubId === clubId).map((e) => (e.type === 'fortune-card' ? e.table : null));
      expect(cards).toEqual(['luck', 'selection-problems']);
    }
  });

  /** A week in which the club stands on Sunday and gives no orders of its own: nothing but the debt acts on its money. */
  function quietWeek(state: LeagueState, clubId: string, balance: number) {
    standOn(state, clubId, 'sunday');
    state.clubs[clubId]!.balance = balance;
    return step(state, { [clubId]: {} });
  }

  it('GIVEN a club in debt after a week and still in debt at the next THEN the bank sells its cheapest players, keeping eleven', () => {
    const [clubId] = managers(atWeekOne());
    const first = quietWeek(atWeekOne(), clubId!, -1_000_000);
    expect(first.events).toContainEqual(expect.objectContaining({ type: 'debt-noted', clubId, deadline: { season: 1, week: 2 } }));
    const squadBefore = Object.values(first.state.players).filter((p) => p.clubId === clubId);
    const second = quietWeek(first.state, clubId!, -40_000);
    const sold = second.events.flatMap((e) => (e.type === 'bank-bought' && e.clubId === clubId ? [e] : []));
    expect(sold.length).toBeGreaterThan(0);
    expect(sold.every((e) => e.cause === 'bankruptcy')).toBe(true);
    // Cheapest first, by what the bank pays: the first players of the default order, no more than the debt needs.
    expect(sold.map((e) => e.playerId)).toEqual(
      bankruptcySaleOrder(squadBefore, [])
        .slice(0, sold.length)
        .map((p) => p.id),
    );
    expect(sold.slice(0, -1).reduce((sum, e) => sum + e.price, 0)).toBeLessThan(40_000);
    expect(Object.values(second.state.players).filter((p) => p.clubId === clubId).length).toBeGreaterThanOrEqual(11);
    expect(second.events).toContainEqual({ type: 'debt-cleared', clubId });
  });

  it('GIVEN a debt its spare players cannot cover at the deadline THEN the manager resigns, his squad goes to the pool and his club gives no more orders', () => {
    const [clubId] = managers(atWeekOne());
    const first = quietWeek(atWeekOne(), clubId!, -5_000_000);
    const second = quietWeek(first.state, clubId!, -5_000_000);
    const resigned = second.events.find((e) => e.type === 'manager-resigned');
    expect(resigned).toMatchObject({ clubId, debt: expect.any(Number) });
    expect(second.state.fortunes!.resigned).toEqual([clubId]);
    expect(Object.values(second.state.players).some((p) => p.clubId === clubId)).toBe(false);
    expect(second.state.fortunes!.auctionPool).toEqual(expect.arrayContaining(resigned?.type === 'manager-resigned' ? resigned.toAuctionPool : []));
    expect(second.state.fortunes!.squares[clubId!]).toBeUndefined();
    const third = step(second.state);
    expect(
      third.events.some(
        (e) =>
          e.type === 'lineup-chosen' &&
          e.clubId === clubId &&
          [...e.lineup.defence, ...e.lineup.midfield, ...e.lineup.attack].some((id) => id !== null),
      ),
    ).toBe(false);
  });

  it('GIVEN the last season of the game played THEN the game ends with the standings, and no further step is played', () => {
    let state = league({ fortunes: true, seasons: 1 });
    const events: EngineEvent[] = [];
    do {
      const played = step(state);
      events.push(...played.events);
      state = played.state;
    } while (state.phase !== 'ended');
    const ended = events.find((e) => e.type === 'game-ended');
    expect(ended).toMatchObject({ season: 1 });
    expect(ended?.type === 'game-ended' && ended.standings.map((s) => s.clubId).sort()).toEqual(managers(state));
    expect(state.fortunes!.squares).toEqual({});
    expect(() => step(state)).toThrow(/game is over/);
  });

  it('GIVEN a length without Fortunes THEN the game ends after it with the standings, and there is no board', () => {
    let state = league({ seasons: 1 });
    const events: EngineEvent[] = [];
    while (state.phase !== 'ended') {
      const played = step(state);
      events.push(...played.events);
      state = played.state;
    }
    expect(state.fortunes).toBeUndefined();
    expect(events.some((e) => e.type === 'fortune-moved' || e.type === 'wages-paid')).toBe(false);
    expect(events.filter((e) => e.type === 'game-ended')).toHaveLength(1);
  });

  it('GIVEN difficulty 4 THEN non-player charts are a whole point stronger at creation and after each pre-season; 2 leaves them as they were', () => {
    const hard = league({ difficulty: 4 });
    const plain = newLeagueState({ seed: 11, humanClubs: 2 }).state;
    for (const club of Object.values(hard.clubs).filter((c) => !c.playerControlled)) {
      expect(club.chart).toEqual(chartAtDifficulty(nonPlayerChart(club.division, club.ranking), 4));
      expect(club.chart!.goalkeeper).toBe(plain.clubs[club.id]!.chart!.goalkeeper + 1);
    }
    const afterPreseason = step(hard).state;
    for (const club of Object.values(afterPreseason.clubs).filter((c) => !c.playerControlled)) {
      expect(club.chart).toEqual(chartAtDifficulty(nonPlayerChart(club.division, club.ranking), 4));
    }
  });

  it('GIVEN the same seed and orders THEN two runs, one through JSON with its keys reordered, give the same week', () => {
    const state = atWeekOne();
    const [clubId] = managers(state);
    state.clubs[clubId!]!.balance = -5_000_000;
    const reordered: LeagueState = JSON.parse(JSON.stringify(state));
    reordered.fortunes!.debts = Object.fromEntries(Object.entries(reordered.fortunes!.debts).reverse());
    expect(JSON.stringify(step(state).events)).toBe(JSON.stringify(step(reordered).events));
  });
});

describe('Football Fortunes orders', () => {
  const state = atWeekOne();
  const [clubId, other] = managers(state) as [string, string];
  const own = Object.values(state.players).filter((p) => p.clubId === clubId);

  it('GIVEN a bank sale off the Bank Finance square THEN it is refused', () => {
    standOn(state, clubId, 'sunday');
    expect(validateFortuneOrders(state, clubId, { bankSales: [own[0]!.id] }).map((v) => v.code)).toEqual(['not-on-bank-finance']);
    standOn(state, clubId, 'bank-finance');
    expect(validateFortuneOrders(state, clubId, { bankSales: [own[0]!.id] })).toEqual([]);
  });

  it('GIVEN an Immunity order with no card held THEN it is refused', () => {
    expect(validateFortuneOrders(state, clubId, { useImmunity: true }).map((v) => v.code)).toEqual(['no-immunity-card']);
    expect(validateFortuneOrders(state, clubId, { useImmunity: false })).toEqual([]);
  });

  it('GIVEN a bid for a player who is not a lot this week THEN it is refused; on a lot it stands', () => {
    standOn(state, other, 'auction');
    const lot = state.fortunes!.auctionPool[0]!;
    expect(
      validateFortuneOrders(state, clubId, { auctionBids: [{ playerId: state.fortunes!.auctionPool[5]!, amount: 50_000 }] }).map((v) => v.code),
    ).toEqual(['not-in-auction']);
    expect(validateFortuneOrders(state, clubId, { auctionBids: [{ playerId: lot, amount: 50_000 }] })).toEqual([]);
  });

  it("GIVEN a bid below the bank's price THEN it is refused", () => {
    const copy = structuredClone(state);
    const player = own[0]!;
    copy.players[player.id]!.clubId = null;
    copy.fortunes!.bank.push(player.id);
    expect(validateFortuneOrders(copy, other, { bankBids: [{ playerId: player.id, amount: 10_000 }] }).map((v) => v.code)).toEqual([
      'bid-below-bank-price',
    ]);
  });

  it('GIVEN Fortunes orders in a league without the option THEN they are refused', () => {
    const plain = newLeagueState({ seed: 11, humanClubs: 2 }).state;
    expect(validateFortuneOrders(plain, clubId, { crisisSection: 'G' }).map((v) => v.code)).toEqual(['not-a-fortunes-league']);
  });
});
