import { describe, expect, it } from 'vitest';
import { cupRoundsOf, NO_CUP_ROUNDS } from '../../../src/engine/fortunes/cup-rounds.js';
import { gameStandings } from '../../../src/engine/fortunes/game-standings.js';
import type { SeasonHistory, TableRow } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague } from '../../support/factories.js';

const row = (clubId: string): TableRow => ({ clubId, played: 14, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 });

/** Season one: a1 wins the Fourth and goes up, b2 finishes fourth; season two, a1 is last of the Third and goes down. */
function history(): SeasonHistory[] {
  const fourth = ['a1', 'x1', 'x2', 'b2', 'x3', 'x4', 'x5', 'x6'];
  const third = ['y1', 'y2', 'y3', 'y4', 'y5', 'y6', 'y7', 'a1'];
  return [
    {
      season: 1,
      divisions: [{ index: 3, table: fourth.map(row), promoted: ['a1', 'x1'], relegated: [] }],
      champion: 'p',
      runnerUp: 'q',
      topScorers: [],
    },
    {
      season: 2,
      divisions: [{ index: 2, table: third.map(row), promoted: ['y1', 'y2'], relegated: ['y7', 'a1'] }],
      champion: 'p',
      runnerUp: 'q',
      topScorers: [],
    },
  ];
}

describe('game standings', () => {
  it('GIVEN two seasons THEN each club scores its position by division, promotion and relegation, and its cash', () => {
    const state = makeLeague({
      clubs: [makeClub({ id: 'a1', balance: 1_010_000 }), makeClub({ id: 'b2', balance: -50_000 }), makeClub({ id: 'npc', playerControlled: false })],
      players: [],
    });
    state.history = history();
    state.fortunes = { positions: {}, squares: {}, immunity: { bank: 6, held: {} }, bank: [], auctionPool: [], debts: {}, resigned: ['b2'] };
    expect(gameStandings(state)).toEqual([
      // Fourth champion 6 + promotion 4; Third eighth 3 − relegation 4; £1,010,000 is four whole £250,000s.
      { clubId: 'a1', seasonPoints: 6 + 4 + 3 - 4, cashPoints: 4, points: 13, cash: 1_010_000, resigned: false },
      // Fourth, fourth place: 3; debt scores nothing.
      { clubId: 'b2', seasonPoints: 3, cashPoints: 0, points: 3, cash: -50_000, resigned: true },
    ]);
  });

  it('GIVEN a season without cups THEN the cups hook gives no rounds; the cup runs a season records are counted', () => {
    const [season] = history();
    expect(cupRoundsOf(season!, 'a1')).toEqual(NO_CUP_ROUNDS);
    const withCups: SeasonHistory = {
      ...season!,
      cupRuns: {
        a1: {
          cup: { round: 3, won: 2, winner: false },
          'uefa-cup': { round: 4, won: 4, winner: true },
          'european-cup': { round: 1, won: 0, winner: false },
        },
        b2: { cup: { round: 5, won: 5, winner: true } },
      },
    };
    expect(cupRoundsOf(withCups, 'a1')).toEqual({ cupRoundsWon: 2, cupWon: false, europeanRoundsWon: 4, europeanWon: true });
    expect(cupRoundsOf(withCups, 'b2')).toEqual({ cupRoundsWon: 5, cupWon: true, europeanRoundsWon: 0, europeanWon: false });
    expect(cupRoundsOf(withCups, 'c3')).toEqual(NO_CUP_ROUNDS);
    const state = makeLeague({ clubs: [makeClub({ id: 'a1', balance: 0 })], players: [] });
    state.history = [withCups];
    // 6 + 4 as above, 2 a cup round won, 3 a European round won and 6 for the European trophy.
    expect(gameStandings(state)[0]!.seasonPoints).toBe(6 + 4 + 2 * 2 + 4 * 3 + 6);
  });
});
