import { describe, expect, it } from 'vitest';
import { nameBook } from '../../src/discord/render/names.js';
import { renderMatch } from '../../src/discord/render/match.render.js';
import { seededDice } from '../../src/engine/dice.js';
import type { EngineEvent } from '../../src/engine/model/events.js';
import { playDetailedMatch } from '../../src/engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../../src/engine/detailed/rated-side.js';
import { matchEventsIndex } from '../../src/league/shared/match-events.js';
import type { MatchMessage } from '../../src/league/index.js';

/** A detailed match in the channel: its key moments, its statistics, and its live frames. */

function detailedMessage(seed: number): MatchMessage {
  const { outcome, events } = playDetailedMatch(ratedSide('h', evenRatings(7.5)), ratedSide('a', evenRatings(7)), seededDice(seed));
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

const names = nameBook({}, { h: 'Rovers', a: 'United' });

describe('The detailed match embed', () => {
  it("GIVEN a played week THEN the detailed match's events are found as one game", () => {
    const message = detailedMessage(2);
    expect(message.events[0]!.type).toBe('detailed-kick-off');
    expect(message.events.some((e) => e.type === 'detailed-full-time')).toBe(true);
  });

  it('GIVEN full time THEN the title has the score, the timeline its goals with minutes, and a statistics block', () => {
    const message = detailedMessage(2);
    const embed = renderMatch(message, names);
    expect(embed.title).toBe(`Rovers ${message.homeGoals}–${message.awayGoals} United`);
    const goals = message.events.filter((e) => e.type === 'detailed-goal').length;
    // Every goal's line tells the score after it.
    expect(embed.description!.split('\n').filter((l) => /Rovers \d+-\d+ United/.test(l)).length).toBeGreaterThanOrEqual(goals);
    expect(embed.fields?.[0]?.name).toBe('Statistics');
    expect(embed.fields?.[0]?.value).toMatch(/Possession %/);
    expect(embed.description!.length).toBeLessThanOrEqual(4096);
  });

  it("GIVEN a live frame at 30' THEN only moments up to then show, with no statistics yet", () => {
    const message = detailedMessage(2);
    const embed = renderMatch(message, names, 30);
    expect(embed.title).toMatch(/\(30'\)$/);
    expect(embed.fields).toEqual([]);
    for (const line of embed.description!.split('\n')) {
      const minute = /^\s*(\d+)/.exec(line);
      if (minute) expect(Number(minute[1])).toBeLessThanOrEqual(30);
    }
  });

  it('GIVEN a club named with a code fence THEN the statistics block stays one code block, as the tables do', () => {
    const message = detailedMessage(2);
    const fenced = { ...message, home: { ...message.home, name: '```@everyone```' } };
    const stats = renderMatch(fenced, names).fields![0]!.value;
    expect(stats.match(/```/g)).toHaveLength(2);
    expect(stats.startsWith('```')).toBe(true);
    expect(stats.endsWith('```')).toBe(true);
  });
});
