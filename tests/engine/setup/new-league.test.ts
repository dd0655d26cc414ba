import { describe, expect, it } from 'vitest';
import { newLeagueState, newLeague } from '../../../src/engine/new-league.js';
import { capacityInUse } from '../../../src/engine/stadium/capacity.js';
import { STARTING_MONEY } from '../../../src/engine/money/money-rules.js';
import type { Position } from '../../../src/engine/model/types.js';
import { checkFixtureList } from '../../support/fixture-properties.js';

describe('newLeague', () => {
  it('GIVEN a seed and three human clubs THEN there are four divisions of eight with the humans at the foot of the Fourth', () => {
    const state = newLeague({ seed: 1, humanClubs: 3 });
    expect(state.divisions.map((d) => d.clubIds.length)).toEqual([8, 8, 8, 8]);
    const fourth = state.divisions[3]!.clubIds.map((id) => state.clubs[id]!);
    expect(fourth.map((c) => c.playerControlled)).toEqual([false, false, false, false, false, true, true, true]);
    expect(fourth.map((c) => c.ranking)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Object.values(state.clubs).filter((c) => c.playerControlled)).toHaveLength(3);
    expect(state.phase).toBe('preseason');
    expect(state.season).toBe(1);
  });

  it('GIVEN a chosen division and names THEN the humans play there under those names', () => {
    const state = newLeague({ seed: 2, humanClubs: 2, division: 1, clubNames: ['Alpha', 'Beta'] });
    const second = state.divisions[1]!.clubIds.map((id) => state.clubs[id]!);
    expect(second.filter((c) => c.playerControlled).map((c) => c.name)).toEqual(['Alpha', 'Beta']);
  });

  it('GIVEN a new league THEN every non-player club has a chart and a name, every name is unique', () => {
    const state = newLeague({ seed: 3, humanClubs: 8 });
    const clubs = Object.values(state.clubs);
    expect(new Set(clubs.map((c) => c.name)).size).toBe(32);
    for (const club of clubs) expect(club.chart === null).toBe(club.playerControlled);
  });

  it('GIVEN a new league THEN each human club has 16 players covering every position and the 13,000 ground', () => {
    const state = newLeague({ seed: 4, humanClubs: 4 });
    for (const club of Object.values(state.clubs).filter((c) => c.playerControlled)) {
      const squad = Object.values(state.players).filter((p) => p.clubId === club.id);
      expect(squad).toHaveLength(16);
      const count = (pos: Position) => squad.filter((p) => p.positions.includes(pos)).length;
      expect(count('GK')).toBeGreaterThanOrEqual(2);
      expect(count('CB')).toBeGreaterThanOrEqual(3);
      expect(count('SB')).toBeGreaterThanOrEqual(2);
      expect(count('CM')).toBeGreaterThanOrEqual(3);
      expect(count('SM')).toBeGreaterThanOrEqual(2);
      expect(count('CF')).toBeGreaterThanOrEqual(3);
      for (const p of squad) {
        expect(p.ability).toBeGreaterThanOrEqual(5);
        expect(p.ability).toBeLessThanOrEqual(10);
        expect(['-', '+']).toContain(p.form);
      }
      expect(capacityInUse(club.stadium!)).toBe(13_000);
    }
  });

  it('GIVEN a new league THEN each human club starts with the starting money as one ledger event', () => {
    const { state, events } = newLeagueState({ seed: 5, humanClubs: 2 });
    const humans = Object.values(state.clubs).filter((c) => c.playerControlled);
    for (const club of humans) {
      expect(club.balance).toBe(STARTING_MONEY);
      expect(events.filter((e) => e.type === 'money' && e.clubId === club.id)).toEqual([
        { type: 'money', clubId: club.id, amount: STARTING_MONEY, reason: 'starting-money', detail: 'Starting money', balance: STARTING_MONEY },
      ]);
    }
  });

  it('GIVEN a new league THEN each division has its 56 fixtures', () => {
    const state = newLeague({ seed: 6, humanClubs: 1 });
    for (const division of state.divisions) expect(division.fixtures).toHaveLength(56);
  });

  it('GIVEN the same seed THEN the same league is made, and another seed makes another', () => {
    expect(newLeague({ seed: 7, humanClubs: 3 })).toEqual(newLeague({ seed: 7, humanClubs: 3 }));
    expect(newLeague({ seed: 8, humanClubs: 3 })).not.toEqual(newLeague({ seed: 7, humanClubs: 3 }));
  });

  it('GIVEN nine human clubs THEN no league is made', () => {
    expect(() => newLeague({ seed: 1, humanClubs: 9 })).toThrow(/1 to 8/);
  });
});

describe('fixture lists of a league', () => {
  it("GIVEN a new league THEN every division's list keeps every fixture rule", () => {
    const state = newLeague({ seed: 9, humanClubs: 5 });
    for (const division of state.divisions) checkFixtureList(division.fixtures, division.clubIds);
  });
});
