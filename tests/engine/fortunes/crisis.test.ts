import { describe, expect, it } from 'vitest';
import { aiCrisisSection, crisis, CRISIS_FINE } from '../../../src/engine/fortunes/crisis.js';
import type { Section } from '../../../src/engine/fortunes/squad.js';
import { fortunesGame } from './fixtures.js';

describe('Crisis', () => {
  it("GIVEN the fine THEN it is the seed's £50,000 scaled: £380,000", () => {
    expect(CRISIS_FINE).toBe(380_000);
  });

  it.each([
    ['G', 'c1-gk1', 300_000],
    ['D', 'c1-d1', 640_000],
    ['M', 'c1-m1', 1_500_000],
    ['A', 'c1-a1', 640_000],
  ] as [Section, string, number][])(
    'GIVEN the manager chooses section %s THEN he is fined and loses %s to the bank for %i',
    (section, playerId, price) => {
      const { state, fortunes, events } = fortunesGame([{ id: 'c1', balance: 1_000_000 }]);
      crisis(state, fortunes, 'c1', section, events);
      expect(state.players[playerId]!.clubId).toBeNull();
      expect(fortunes.bank).toEqual([playerId]);
      expect(state.clubs.c1!.balance).toBe(1_000_000 - 380_000 + price);
      expect(events.filter((e) => e.type !== 'money')).toEqual([
        { type: 'crisis', clubId: 'c1', section, chosenBy: 'manager', playerId },
        { type: 'bank-bought', clubId: 'c1', playerId, price, cause: 'crisis' },
      ]);
    },
  );

  it('GIVEN no choice THEN the AI gives up the section whose next man is closest to the best: attack, 8 then 7.5', () => {
    const { state, fortunes, events } = fortunesGame();
    expect(aiCrisisSection(state, 'c1')).toBe('A');
    crisis(state, fortunes, 'c1', null, events);
    expect(events).toContainEqual({ type: 'crisis', clubId: 'c1', section: 'A', chosenBy: 'ai', playerId: 'c1-a1' });
  });

  it('GIVEN goalkeeper and defence both a point deep THEN the AI gives up the cheaper best man: the goalkeeper', () => {
    const { state } = fortunesGame();
    state.players['c1-a2']!.ability = 6;
    expect(aiCrisisSection(state, 'c1')).toBe('G');
  });

  it('GIVEN a lone goalkeeper THEN the AI keeps him and gives up the defence', () => {
    const { state } = fortunesGame();
    state.players['c1-a2']!.ability = 6;
    delete state.players['c1-gk2'];
    expect(aiCrisisSection(state, 'c1')).toBe('D');
  });

  it('GIVEN a chosen section with no one in it THEN the AI chooses instead', () => {
    const { state, fortunes, events } = fortunesGame();
    for (const id of ['c1-a1', 'c1-a2', 'c1-a3']) delete state.players[id];
    crisis(state, fortunes, 'c1', 'A', events);
    expect(events).toContainEqual({ type: 'crisis', clubId: 'c1', section: 'G', chosenBy: 'ai', playerId: 'c1-gk1' });
    expect(state.players['c1-gk1']!.clubId).toBeNull();
  });

  it("GIVEN the best attacker is on loan in THEN the club's own best attacker goes", () => {
    const { state, fortunes, events } = fortunesGame();
    state.players['c1-a1']!.loan = { ownerId: 'c9', matchesLeft: 4 };
    crisis(state, fortunes, 'c1', 'A', events);
    expect(events).toContainEqual({ type: 'crisis', clubId: 'c1', section: 'A', chosenBy: 'manager', playerId: 'c1-a2' });
  });

  it('GIVEN an empty squad THEN only the fine is paid', () => {
    const { state, fortunes, events } = fortunesGame([{ id: 'c1', balance: 0 }], []);
    crisis(state, fortunes, 'c1', 'M', events);
    expect(state.clubs.c1!.balance).toBe(-380_000);
    expect(events.at(-1)).toEqual({ type: 'crisis', clubId: 'c1', section: 'G', chosenBy: 'ai', playerId: null });
  });
});
