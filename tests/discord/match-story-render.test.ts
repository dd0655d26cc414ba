import { describe, expect, it } from 'vitest';
import { renderMatchStory } from '../../src/discord/render/match.render.js';
import { nameBook } from '../../src/discord/render/names.js';
import { seededDice } from '../../src/engine/dice.js';
import { playDetailedMatch } from '../../src/engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../../src/engine/detailed/rated-side.js';
import type { EngineEvent } from '../../src/engine/model/events.js';
import type { MatchMessage } from '../../src/league/index.js';
import { matchEventsIndex } from '../../src/league/shared/match-events.js';
import { longMatch } from './view-fixtures.js';

/** A detailed match with goals, found in a week's log as the week story finds it. */
function detailedMatch(): MatchMessage {
  for (let seed = 1; ; seed++) {
    const { outcome, events } = playDetailedMatch(ratedSide('h', evenRatings(8)), ratedSide('a', evenRatings(6)), seededDice(seed));
    if (outcome.homeGoals + outcome.awayGoals < 2) continue;
    const result: EngineEvent = {
      type: 'result',
      division: 0,
      round: 1,
      homeId: 'h',
      awayId: 'a',
      homeGoals: outcome.homeGoals,
      awayGoals: outcome.awayGoals,
      chart: null,
    };
    const log: EngineEvent[] = [{ type: 'week-started', season: 1, week: 1 }, ...events, result];
    return {
      season: 1,
      week: 1,
      division: 0,
      round: 1,
      home: { id: 'h', name: 'Rovers', managerUserId: null },
      away: { id: 'a', name: 'United', managerUserId: null },
      homeGoals: outcome.homeGoals,
      awayGoals: outcome.awayGoals,
      events: matchEventsIndex(log).eventsOf(0, 'h', 'a', 1),
      names: { players: {}, clubs: { h: 'Rovers', a: 'United' } },
      live: false,
    };
  }
}

/** A classic match with these goals, in order ('h' the home side scoring, 'a' the away side), each at its minute. */
function matchOfGoals(goals: readonly (readonly [number, 'h' | 'a'])[]): MatchMessage {
  const base = longMatch(0);
  const events: EngineEvent[] = base.events.filter((e) => e.type === 'team-news' || e.type === 'match-started');
  let [home, away] = [0, 0];
  for (const [i, [minute, side]] of goals.entries()) {
    const [clubId, opponentId] = side === 'h' ? ['c1', 'c2'] : ['c2', 'c1'];
    if (side === 'h') home += 1;
    else away += 1;
    const shooterId = `p${i}`;
    events.push(
      {
        type: 'shot',
        minute,
        clubId,
        opponentId,
        line: 'A',
        lineRoll: 5,
        pickRolls: [2],
        shooterId,
        shooterKind: 'player',
        rating: 8,
        roll: 4,
        lineModifier: 0,
        rebound: false,
        total: 12,
        keeperRating: 7,
        keeperRoll: 3,
        saveTotal: 10,
        saved: false,
        shotsLeft: 3,
      },
      {
        type: 'goal',
        minute,
        clubId,
        scorerId: shooterId,
        scorerKind: 'player',
        assistRoll: 3,
        assistLine: 'M',
        assistRolls: [1],
        assistId: null,
        assistKind: null,
        homeGoals: home,
        awayGoals: away,
      },
    );
  }
  events.push({ type: 'full-time', minute: 90, homeId: 'c1', awayId: 'c2', homeGoals: home, awayGoals: away });
  const players = Object.fromEntries(goals.map((_, i) => [`p${i}`, `Scorer${i}`]));
  return {
    ...base,
    home: { ...base.home, name: 'Rovers' },
    homeGoals: home,
    awayGoals: away,
    events,
    names: { players, clubs: { c1: 'Rovers', c2: 'Paris' } },
  };
}

/**
 * A week story's short report tells the goals without the kick-off, so its commentator learns the clubs from the
 * match itself: a goal's running score names both clubs, never "nobody".
 */
describe("A match in the week's story", () => {
  it.each([
    ['classic', longMatch(6), ['Rovers', 'Paris']],
    ['detailed', detailedMatch(), ['Rovers', 'United']],
  ] as const)('GIVEN a %s match with goals THEN every running score names both clubs', (_engine, message, [home, away]) => {
    const story = renderMatchStory(message, nameBook(message.names.players, message.names.clubs)).description!;
    const scores = story.match(/\S+ \d+-\d+ \S+/g) ?? [];
    expect(scores.length).toBeGreaterThan(0);
    for (const score of scores) expect(score).toMatch(new RegExp(`^${home} \\d+-\\d+ ${away}`));
    expect(story).not.toMatch(/\bnobody\b/i);
  });

  it('GIVEN a crowded week THEN a brief report tells the result and at most two goals without build-up, and every scorer', () => {
    const message = longMatch(6);
    const n = nameBook(message.names.players, message.names.clubs);
    const full = renderMatchStory(message, n);
    const brief = renderMatchStory(message, n, undefined, true);
    const lines = brief.description!.split('\n');
    expect(lines[0]).toBe(full.description!.split('\n')[0]);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(brief.description!.length).toBeLessThan(full.description!.length);
    for (const line of lines.slice(1)) expect(line).toMatch(/\d+-\d+/);
    expect(brief.fields).toEqual(full.fields);
  });

  // Each row: the goals in order, then the minutes the short report tells (the decisive goal and the opener).
  it.each([
    [
      'a late winner after a comeback',
      [
        [10, 'h'],
        [30, 'a'],
        [50, 'a'],
        [70, 'h'],
        [88, 'h'],
      ],
      [10, 88],
    ],
    [
      'a draw levelled late',
      [
        [5, 'a'],
        [20, 'h'],
        [40, 'h'],
        [89, 'a'],
      ],
      [5, 89],
    ],
    [
      'an away win decided by its second goal',
      [
        [15, 'h'],
        [25, 'a'],
        [60, 'a'],
        [80, 'a'],
      ],
      [15, 60],
    ],
    [
      'a win with the opener decisive',
      [
        [12, 'h'],
        [44, 'h'],
        [75, 'a'],
      ],
      [12, 44],
    ],
    [
      'two goals',
      [
        [33, 'a'],
        [66, 'h'],
      ],
      [33, 66],
    ],
  ] as const)('GIVEN %s THEN the short report tells the goal that decided it and the opener', (_case, goals, told) => {
    const message = matchOfGoals(goals);
    const n = nameBook(message.names.players, message.names.clubs);
    const lines = renderMatchStory(message, n).description!.split('\n').slice(1);
    expect(lines).toHaveLength(4);
    const minutes = [...new Set(lines.map((line) => Number(/^(\d+)'/.exec(line)?.[1])))];
    expect(minutes).toEqual(told);
    const brief = renderMatchStory(message, n, undefined, true).description!.split('\n').slice(1);
    expect(brief.map((line) => Number(/^(\d+)'/.exec(line)?.[1]))).toEqual(told);
  });
});
