import { describe, expect, it } from 'vitest';
import { drawCard } from '../../../src/engine/fortunes/draw-card.js';
import { MANAGERS_LUCK, SELECTION_PROBLEMS, type CardRow, type CardTable } from '../../../src/engine/fortunes/fortune-cards.js';
import type { FortuneEvent } from '../../../src/engine/model/fortune-events.js';
import { fortunesMoney } from '../../../src/engine/fortunes/fortunes-money.js';
import { newFortunesState } from '../../../src/engine/model/fortunes-state.js';
import type { Player } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague, makePlayer } from '../../support/factories.js';
import { scriptedDice } from '../../support/scripted-dice.js';

/** One of each section, a better player in each, an injured star and an old hand; p-loan is on loan in. */
function squad(): Player[] {
  return [
    makePlayer({ id: 'gk1', positions: ['GK'], ability: 7, age: 25 }),
    makePlayer({ id: 'gk2', positions: ['GK'], ability: 6, age: 22 }),
    makePlayer({ id: 'd1', positions: ['CB'], ability: 8, age: 26 }),
    makePlayer({ id: 'd2', positions: ['SB', 'SM'], ability: 6.5, age: 34 }),
    makePlayer({ id: 'm1', positions: ['CM'], ability: 7.5, age: 24 }),
    makePlayer({ id: 'm2', positions: ['SM'], ability: 9, age: 27, injuryWeeks: 2 }),
    makePlayer({ id: 'a1', positions: ['CF'], ability: 8.5, age: 23 }),
    makePlayer({ id: 'a2', positions: ['CF'], ability: 6, age: 19 }),
    makePlayer({ id: 'loan', positions: ['CF'], ability: 10, age: 35, loan: { ownerId: 'c9', matchesLeft: 5 } }),
  ];
}

function setup() {
  const state = makeLeague({ clubs: [makeClub({ id: 'c1', balance: 1_000_000 })], players: squad() });
  const fortunes = newFortunesState(['c1']);
  const events: FortuneEvent[] = [];
  return { state, fortunes, events };
}

/** What each row must do to the squad above: the player it hits, or the money it moves. */
function expected(row: CardRow): { money?: number; injured?: [string, number]; lost?: string; retiring?: string; immunity?: boolean } {
  const e = row.effect;
  const best: Record<string, string> = { all: 'm2', G: 'gk1', D: 'd1', M: 'm2', A: 'a1' };
  const bestFit: Record<string, string> = { all: 'a1', G: 'gk1', D: 'd1', M: 'm1', A: 'a1' };
  switch (e.kind) {
    case 'money':
      return { money: Math.sign(e.seedPounds) * fortunesMoney(Math.abs(e.seedPounds)) };
    case 'injury':
      return { injured: [bestFit[e.section ?? 'all']!, e.weeks] };
    case 'lost':
      return { lost: best[e.section ?? 'all'] };
    case 'retirement':
      return { retiring: 'd2' };
    case 'immunity':
      return { immunity: true };
  }
}

const rows = (table: CardTable, list: readonly CardRow[]) => list.map((row, i) => [table, i + 1, row.text, row] as const);

describe("Manager's Luck and Selection Problems", () => {
  it('GIVEN the tables THEN each has twelve rows, rolled on a d12', () => {
    expect(MANAGERS_LUCK).toHaveLength(12);
    expect(SELECTION_PROBLEMS).toHaveLength(12);
  });

  it.each([...rows('luck', MANAGERS_LUCK), ...rows('selection-problems', SELECTION_PROBLEMS)])(
    'GIVEN %s rolled %i ("%s") THEN it does what the row says, never to the loaned-in star',
    (table, roll, text, row) => {
      const { state, fortunes, events } = setup();
      drawCard(state, fortunes, 'c1', table, scriptedDice([roll]), events);
      expect(events[0]).toEqual({ type: 'fortune-card', clubId: 'c1', table, roll, text, cancelledByImmunity: false });
      const want = expected(row);
      expect(state.clubs.c1!.balance).toBe(1_000_000 + (want.money ?? 0));
      for (const p of Object.values(state.players)) {
        expect(p.injuryWeeks).toBe(want.injured?.[0] === p.id ? want.injured[1] : p.id === 'm2' ? 2 : 0);
        expect(p.clubId).toBe(want.lost === p.id ? null : 'c1');
        expect(p.retiring).toBe(want.retiring === p.id);
      }
      expect(fortunes.auctionPool).toEqual(want.lost ? [want.lost] : []);
      expect(fortunes.immunity).toEqual(want.immunity ? { bank: 5, held: { c1: 1 } } : { bank: 6, held: {} });
      expect(state.players.loan!.clubId).toBe('c1');
      expect(events.some((e) => e.type === 'fortune-card-void')).toBe(false);
    },
  );

  it('GIVEN a lost player on the transfer list and in the lineup THEN he leaves both', () => {
    const { state, fortunes, events } = setup();
    state.market.push({ playerId: 'm2', sellerId: 'c1', askingPrice: 1, mode: 'full', listedWeek: 1, listedSeason: 1, reason: 'sale' });
    state.clubs.c1!.lineup = { formation: '4-4-2', goalkeeper: 'gk1', defence: ['d1'], midfield: ['m2'], attack: ['a1'] };
    drawCard(state, fortunes, 'c1', 'selection-problems', scriptedDice([6]), events);
    expect(state.market).toEqual([]);
    // His place is left empty; the formation and the rest stand, and the selection phase fills the place.
    expect(state.clubs.c1!.lineup).toEqual({ formation: '4-4-2', goalkeeper: 'gk1', defence: ['d1'], midfield: [null], attack: ['a1'] });
    expect(events).toContainEqual({ type: 'fortune-player-lost', clubId: 'c1', playerId: 'm2', to: 'auction-pool' });
  });

  it('GIVEN no goalkeeper fit THEN the goalkeeper injury card finds no one and says so', () => {
    const { state, fortunes, events } = setup();
    state.players.gk1!.injuryWeeks = 1;
    state.players.gk2!.injuryWeeks = 1;
    drawCard(state, fortunes, 'c1', 'selection-problems', scriptedDice([2]), events);
    expect(events.at(-1)).toEqual({ type: 'fortune-card-void', clubId: 'c1', table: 'selection-problems', roll: 2 });
  });

  it('GIVEN the bank has no Immunity card left THEN the card issues none', () => {
    const { state, fortunes, events } = setup();
    fortunes.immunity = { bank: 0, held: { c2: 6 } };
    drawCard(state, fortunes, 'c1', 'selection-problems', scriptedDice([11]), events);
    expect(fortunes.immunity).toEqual({ bank: 0, held: { c2: 6 } });
    expect(events.at(-1)?.type).toBe('fortune-card-void');
  });

  it('GIVEN two equally rated best players THEN the more valuable (younger) one is hit', () => {
    const { state, fortunes, events } = setup();
    state.players.a2!.ability = 8.5; // 19 against a1's 23: both full value, so the lower id decides
    state.players.d1!.ability = 8.5;
    state.players.d1!.age = 31; // worth less
    drawCard(state, fortunes, 'c1', 'selection-problems', scriptedDice([1]), events);
    expect(events).toContainEqual({ type: 'fortune-injury', clubId: 'c1', playerId: 'a1', weeks: 3 });
  });
});
