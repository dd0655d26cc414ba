import { describe, expect, it } from 'vitest';
import { cloneState, copyLeagueState } from '../../src/engine/clone-state.js';
import { playSeasonWithAi } from '../../src/engine/play-season.js';
import { newLeague } from '../../src/engine/new-league.js';

describe('cloneState', () => {
  it('GIVEN a league THEN the copy is equal and shares no object with it', () => {
    const state = newLeague({ seed: 3, humanClubs: 2 });
    const copy = cloneState(state);
    expect(copy).toEqual(state);
    const player = Object.keys(state.players)[0]!;
    copy.players[player]!.positions.push('CF');
    copy.divisions[3]!.fixtures[0]!.round = 99;
    expect(state.players[player]!.positions).toHaveLength(1);
    expect(state.divisions[3]!.fixtures[0]!.round).not.toBe(99);
  });

  it('GIVEN nulls, numbers and nested arrays THEN they are copied as they are', () => {
    const value = { a: null, b: [1, [2, { c: 'x' }]], d: false };
    expect(cloneState(value)).toEqual(value);
    expect(cloneState(value).b).not.toBe(value.b);
  });
});

describe('copyLeagueState', () => {
  it('GIVEN a league with a season of history THEN the copy serialises the same, shares only past seasons and can add to its history', () => {
    const state = playSeasonWithAi(newLeague({ seed: 4, humanClubs: 2 }));
    const copy = copyLeagueState(state);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
    expect(copy.history[0]).toBe(state.history[0]);
    copy.history.push(copy.history[0]!);
    expect(state.history).toHaveLength(1);
    const player = Object.keys(state.players)[0]!;
    copy.players[player]!.stats.games += 1;
    expect(state.players[player]!.stats.games).not.toBe(copy.players[player]!.stats.games);
  });
});
