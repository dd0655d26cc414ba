import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import type { Lineup } from '../../../src/engine/model/types.js';
import { closesMonth, managerOfTheMonth, monthOfRound } from '../../../src/league/awards/manager-of-the-month.js';
import { matchRatings, RATING, shownRating } from '../../../src/league/awards/match-ratings.js';
import { playedMatches, type PlayedMatch } from '../../../src/league/awards/played-matches.js';
import { seasonAwards, type PlayerFacts } from '../../../src/league/awards/season-awards.js';

/** An XI of `c`'s players: c-g, c-d1..4, c-m1..4, c-a1..2. */
function xi(c: string): Lineup {
  return {
    formation: '4-4-2',
    goalkeeper: `${c}-g`,
    defence: [1, 2, 3, 4].map((n) => `${c}-d${n}`),
    midfield: [1, 2, 3, 4].map((n) => `${c}-m${n}`),
    attack: [1, 2].map((n) => `${c}-a${n}`),
  };
}

function game(round: number, homeId: string, awayId: string, homeGoals: number, awayGoals: number, extra: Partial<PlayedMatch> = {}): PlayedMatch {
  return { round, homeId, awayId, homeGoals, awayGoals, lineups: { [homeId]: xi(homeId), [awayId]: xi(awayId) }, goals: [], saves: {}, ...extra };
}

const ratingOf = (m: PlayedMatch, id: string) => matchRatings(m).find((r) => r.playerId === id)?.rating;

describe('match ratings (docs/rules.md, "Awards")', () => {
  // A 2-0 home win: h-a1 scores twice, h-m1 assists once, a-g saves three shots.
  const m = game(1, 'h', 'a', 2, 0, {
    goals: [
      { clubId: 'h', scorerId: 'h-a1', assistId: 'h-m1' },
      { clubId: 'h', scorerId: 'h-a1', assistId: null },
    ],
    saves: { 'a-g': 3 },
  });
  it.each([
    ['a starter of the winning side', 'h-m2', RATING.base + RATING.win],
    ['a scorer of two', 'h-a1', RATING.base + RATING.win + 2 * RATING.goal],
    ['an assist', 'h-m1', RATING.base + RATING.win + RATING.assist],
    ['the winning keeper with a clean sheet', 'h-g', RATING.base + RATING.win + RATING.keeperCleanSheet],
    ['a defender with a clean sheet', 'h-d1', RATING.base + RATING.win + RATING.defenderCleanSheet],
    ['a starter of the losing side', 'a-m1', RATING.base + RATING.loss],
    ['the losing keeper: three saves, two conceded', 'a-g', RATING.base + RATING.loss + 3 * RATING.save + 2 * RATING.keeperConceded],
    ['a defender who conceded', 'a-d1', RATING.base + RATING.loss],
  ])('%s is rated by the rule', (_what, id, expected) => {
    expect(ratingOf(m, id)).toBe(expected);
  });

  it('GIVEN a draw THEN nobody gains or loses for the result; a scoreless draw is a clean sheet for both', () => {
    const draw = game(1, 'h', 'a', 0, 0);
    expect(ratingOf(draw, 'h-m1')).toBe(RATING.base);
    expect(ratingOf(draw, 'a-g')).toBe(RATING.base + RATING.keeperCleanSheet);
  });

  it('GIVEN a keeper who concedes ten THEN his rating stops at the floor; a scorer of nine stops at the ceiling', () => {
    const rout = game(1, 'h', 'a', 9, 0, { goals: Array.from({ length: 9 }, () => ({ clubId: 'h', scorerId: 'h-a1', assistId: null })) });
    expect(ratingOf(rout, 'a-g')).toBe(RATING.min);
    expect(ratingOf(rout, 'h-a1')).toBe(RATING.max);
  });

  it('GIVEN a youth-team filler in an XI THEN nobody is rated for his place', () => {
    const lineup = { ...xi('h'), attack: [null, 'h-a2'] };
    expect(matchRatings(game(1, 'h', 'a', 0, 0, { lineups: { h: lineup } })).map((r) => r.playerId)).not.toContain(null);
    expect(matchRatings(game(1, 'h', 'a', 0, 0, { lineups: { h: lineup } }))).toHaveLength(10);
  });

  it('shows a rating in tenths with one decimal', () => {
    expect(shownRating(65)).toBe('6.5');
    expect(shownRating(70)).toBe('7.0');
  });
});

describe('a league game read from the events its week stored', () => {
  const events: EngineEvent[] = [
    { type: 'lineup-chosen', clubId: 'h', source: 'order', lineup: xi('h') },
    { type: 'lineup-chosen', clubId: 'a', source: 'auto', lineup: xi('a') },
    { type: 'shot', minute: 10, clubId: 'h', opponentId: 'a', saved: true } as EngineEvent,
    { type: 'goal', minute: 30, clubId: 'h', scorerId: 'h-a1', scorerKind: 'player', assistId: 'h-m1', assistKind: 'player' } as EngineEvent,
    { type: 'goal', minute: 60, clubId: 'a', scorerId: null, scorerKind: 'youth', assistId: null, assistKind: null } as EngineEvent,
    { type: 'full-time', minute: 90, homeId: 'h', awayId: 'a', homeGoals: 1, awayGoals: 1 },
    // A cup tie played the same week: no result event, so not a league game.
    { type: 'goal', minute: 5, clubId: 'x', scorerId: 'x-a1', scorerKind: 'player', assistId: null, assistKind: null } as EngineEvent,
    { type: 'full-time', minute: 90, homeId: 'x', awayId: 'y', homeGoals: 1, awayGoals: 0 },
    { type: 'result', division: 0, round: 3, homeId: 'h', awayId: 'a', homeGoals: 1, awayGoals: 1, chart: null },
  ];
  it('GIVEN a week with a league game and a cup tie THEN only the league game is read, with its lineups, goals and saves', () => {
    expect(playedMatches(events)).toEqual([
      {
        round: 3,
        homeId: 'h',
        awayId: 'a',
        homeGoals: 1,
        awayGoals: 1,
        lineups: { h: xi('h'), a: xi('a') },
        goals: [
          { clubId: 'h', scorerId: 'h-a1', assistId: 'h-m1' },
          { clubId: 'a', scorerId: null, assistId: null },
        ],
        saves: { 'a-g': 1 },
      },
    ]);
  });
});

describe('season awards', () => {
  const players: Record<string, PlayerFacts> = {};
  for (const c of ['h', 'a'])
    for (const id of [`${c}-g`, ...[1, 2, 3, 4].flatMap((n) => [`${c}-d${n}`, `${c}-m${n}`]), `${c}-a1`, `${c}-a2`])
      players[id] = { name: id.toUpperCase(), age: 25 };
  players['a-m1'] = { name: 'A-M1', age: 19 };
  // Four rounds: h wins 2-0, 1-0, 0-0 and loses 0-1. h-a1 scores three, a-a2 scores one in the last.
  const matches = [
    game(1, 'h', 'a', 2, 0, {
      goals: [
        { clubId: 'h', scorerId: 'h-a1', assistId: 'h-m1' },
        { clubId: 'h', scorerId: 'h-a1', assistId: null },
      ],
    }),
    game(2, 'a', 'h', 0, 1, { goals: [{ clubId: 'h', scorerId: 'h-a1', assistId: null }] }),
    game(3, 'h', 'a', 0, 0),
    game(4, 'a', 'h', 1, 0, { goals: [{ clubId: 'a', scorerId: 'a-a2', assistId: 'a-m1' }] }),
  ];
  const awards = seasonAwards({ season: 1, matches, players, champion: { clubId: 'h', managerUserId: 'u1' } });

  it('names the player of the season by the best average rating', () => {
    expect(awards.playerOfTheSeason).toMatchObject({ playerId: 'h-a1', apps: 4, goals: 3, average: 68.8 }); // (85 + 75 + 60 + 55) / 4, to a tenth of a tenth
    expect(awards.playerOfTheSeason).toMatchObject({ line: 'A' });
  });
  it('gives the golden boot to the most goals', () => {
    expect(awards.goldenBoot).toMatchObject({ playerId: 'h-a1', goals: 3 });
  });
  it('gives the best goalkeeper to the best average in goal', () => {
    expect(awards.bestGoalkeeper).toMatchObject({ playerId: 'h-g', cleanSheets: 3 });
  });
  it('names the young player only among those aged 21 or under', () => {
    expect(awards.youngPlayer).toMatchObject({ playerId: 'a-m1' });
  });
  it('draws a 4-4-2 team of the season from the lines the players started in', () => {
    expect(awards.teamOfTheSeason.map((p) => p.line).join('')).toBe('GDDDDMMMMAA');
    expect(awards.teamOfTheSeason[0]!.playerId).toBe('h-g');
    expect(awards.teamOfTheSeason.filter((p) => p.line === 'A').map((p) => p.playerId)).toContain('h-a1');
  });
  it("names the champion's manager and leaves the best predictor empty without one", () => {
    expect(awards.champion).toEqual({ clubId: 'h', managerUserId: 'u1' });
    expect(awards.bestPredictor).toBeNull();
    expect(seasonAwards({ season: 1, matches, players, champion: null, bestPredictor: { userId: 'u9', points: 12 } }).bestPredictor).toEqual({
      userId: 'u9',
      points: 12,
    });
  });
  it('GIVEN a player with fewer starts than half the rounds THEN he is not rated for the awards, though his goals count', () => {
    const lineup = { ...xi('a'), attack: ['a-sub', 'a-a2'] };
    const withSub = [
      ...matches.slice(0, 3),
      game(4, 'a', 'h', 5, 0, {
        lineups: { a: lineup, h: xi('h') },
        goals: Array.from({ length: 5 }, () => ({ clubId: 'a', scorerId: 'a-sub', assistId: null })),
      }),
    ];
    const more = seasonAwards({ season: 1, matches: withSub, players: { ...players, 'a-sub': { name: 'Sub', age: 18 } }, champion: null });
    expect(more.goldenBoot?.playerId).toBe('a-sub');
    expect(more.playerOfTheSeason?.playerId).not.toBe('a-sub');
    expect(more.youngPlayer?.playerId).not.toBe('a-sub');
  });
  it('GIVEN the same games THEN the same awards (no clock, no dice)', () => {
    expect(seasonAwards({ season: 1, matches: [...matches].reverse(), players, champion: { clubId: 'h', managerUserId: 'u1' } })).toEqual(awards);
  });
});

describe('manager of the month', () => {
  it.each([
    [1, 1],
    [4, 1],
    [5, 2],
    [13, 4],
    [14, 4],
  ])('round %i is in month %i', (round, month) => expect(monthOfRound(round)).toBe(month));
  it('closes a month every fourth round and at the season end', () => {
    expect([1, 2, 3, 4, 8, 12, 13, 14].filter((r) => closesMonth(r, 14))).toEqual([4, 8, 12, 14]);
  });

  const managers = new Map([
    ['h', 'u1'],
    ['a', 'u2'],
    ['b', 'u3'],
  ]);
  it.each([
    ['the most points', [game(1, 'h', 'x', 1, 0), game(1, 'a', 'y', 0, 0)], 'u1'],
    ['points level: goal difference', [game(1, 'h', 'x', 1, 0), game(1, 'a', 'y', 3, 0)], 'u2'],
    ['goal difference level: goals scored', [game(1, 'h', 'x', 1, 0), game(1, 'a', 'y', 2, 1)], 'u2'],
    ['all level: fewer games', [game(1, 'h', 'x', 2, 1), game(1, 'a', 'y', 2, 0), game(2, 'y', 'a', 1, 0)], 'u1'],
    ['everything level: the club id', [game(1, 'h', 'x', 1, 0), game(1, 'a', 'y', 1, 0)], 'u2'],
    ['an unmanaged club is never manager of the month', [game(1, 'x', 'h', 5, 0)], 'u1'],
  ])('ranks by %s', (_rule, games, userId) => {
    expect(managerOfTheMonth(1, games, managers)?.userId).toBe(userId);
  });
  it('counts only the month’s own rounds, and names nobody when no managed club played', () => {
    expect(managerOfTheMonth(2, [game(1, 'h', 'x', 1, 0), game(5, 'a', 'x', 1, 0)], managers)).toMatchObject({
      userId: 'u2',
      played: 1,
      fromRound: 5,
      toRound: 5,
    });
    expect(managerOfTheMonth(1, [game(1, 'x', 'y', 1, 0)], managers)).toBeNull();
  });
});
