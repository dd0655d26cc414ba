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
});
