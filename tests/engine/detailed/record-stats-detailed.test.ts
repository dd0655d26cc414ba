import { describe, expect, it } from 'vitest';
import type { MatchSide } from '../../../src/engine/match/match-side.js';
import { recordStats } from '../../../src/engine/results/record-stats.js';
import { makeClub, makeLeague, makeSquad } from '../../support/factories.js';

/** A detailed match's outcome feeds the same season statistics as a classic one. */

describe('Season statistics from a detailed match', () => {
  const players = makeSquad('c');
  const state = makeLeague({ clubs: [makeClub({ id: 'c' }), makeClub({ id: 'np', playerControlled: false })], players });
  const home: MatchSide = {
    kind: 'player',
    clubId: 'c',
    formation: '4-4-2',
    tactics: {},
    slots: ['c-1', 'c-3', 'c-5', 'c-6', 'c-4', 'c-13', 'c-10', 'c-11', 'c-14', 'c-15', 'c-16'].map((playerId, i) => ({
      playerId,
      line: i === 0 ? 'G' : i < 5 ? 'D' : i < 9 ? 'M' : 'A',
      slot: i === 0 ? 'GK' : i < 5 ? 'CB' : i < 9 ? 'CM' : 'CF',
      rating: 7,
    })),
    bench: [
      { playerId: 'c-17', line: 'A', slot: 'CF', rating: 7 },
      { playerId: 'c-18', line: 'A', slot: 'CF', rating: 7 },
    ],
  };
  const away: MatchSide = { kind: 'non-player', clubId: 'np', division: 0, depleted: false, goalkeeper: 7, defend: 42, attack: 28 };
  const appeared = [...home.slots.map((s) => s.playerId!), 'c-17'];
  recordStats(
    state,
    {
      division: 0,
      round: 1,
      home,
      away,
      outcome: {
        homeGoals: 1,
        awayGoals: 1,
        goals: [
          { clubId: 'c', minute: 70, scorerId: 'c-17', assistId: 'c-10' },
          { clubId: 'np', minute: 80, scorerId: 'c-5', assistId: null, ownGoal: true },
        ],
        appeared,
      },
    },
    new Set(),
  );

  it('GIVEN a substitute who came on and scored THEN he has the game and the goal', () => {
    expect(state.players['c-17']!.stats).toMatchObject({ games: 1, goals: 1, gamesMissed: 0 });
  });

  it('GIVEN a substitute who stayed on the bench THEN he missed the game', () => {
    expect(state.players['c-18']!.stats).toMatchObject({ games: 0, gamesMissed: 1 });
  });

  it('GIVEN an own goal THEN it is not his goal', () => {
    expect(state.players['c-5']!.stats).toMatchObject({ games: 1, goals: 0 });
  });

  it('GIVEN the assist THEN it counts as in the classic engine', () => {
    expect(state.players['c-10']!.stats.assists).toBe(1);
  });
});
