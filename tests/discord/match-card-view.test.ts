import { describe, expect, it } from 'vitest';
import { matchCardView } from '../../src/discord/render/images/match-card-view.js';
import { describeMatchCard, renderMatchCard } from '../../src/discord/render/images/match.image.js';
import { nameBook } from '../../src/discord/render/names.js';
import { seededDice } from '../../src/engine/dice.js';
import type { EngineEvent } from '../../src/engine/model/events.js';
import { playDetailedMatch } from '../../src/engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../../src/engine/detailed/rated-side.js';
import { playClassicMatch } from '../../src/engine/match/classic-match.js';
import type { MatchEvent } from '../../src/engine/model/match-events.js';
import { bestLineup } from '../../src/engine/selection/best-lineup.js';
import { rateLineup } from '../../src/engine/selection/rate-lineup.js';
import { newLeague } from '../../src/engine/new-league.js';
import type { MatchMessage } from '../../src/league/index.js';

/** The match card's view built from real engine events, classic and detailed. */

const message = (homeId: string, awayId: string, homeGoals: number, awayGoals: number, events: EngineEvent[]): MatchMessage => ({
  season: 1,
  week: 3,
  division: 0,
  round: 3,
  home: { id: homeId, name: 'Rovers', managerUserId: null },
  away: { id: awayId, name: 'United', managerUserId: null },
  names: { clubs: {}, players: {} },
  live: false,
  homeGoals,
  awayGoals,
  events,
});

function detailed(seed: number): MatchMessage {
  const { outcome, events } = playDetailedMatch(ratedSide('h', evenRatings(7.5)), ratedSide('a', evenRatings(7)), seededDice(seed));
  return message('h', 'a', outcome.homeGoals, outcome.awayGoals, events);
}

function classic(seed: number): MatchMessage {
  const state = newLeague({ seed, humanClubs: 2 });
  const [a, b] = Object.values(state.clubs).filter((c) => c.playerControlled);
  const side = (id: string) => rateLineup(state, id, bestLineup(state, id)!, {});
  const events: MatchEvent[] = [];
  const outcome = playClassicMatch(side(a!.id), side(b!.id), seededDice(seed), events);
  return message(a!.id, b!.id, outcome.homeGoals, outcome.awayGoals, events);
}

const names = nameBook({}, {});
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('matchCardView', () => {
  it.each(SEEDS)('detailed seed %i: each side has as many goal moments and scorers as goals', (seed) => {
    const played = detailed(seed);
    const view = matchCardView(played, names);
    for (const [side, goals] of [
      ['home', played.homeGoals],
      ['away', played.awayGoals],
    ] as const) {
      expect(view.moments.filter((m) => m.kind === 'goal' && m.side === side)).toHaveLength(goals);
      expect(view.scorers.filter((s) => s.side === side)).toHaveLength(goals);
    }
    expect(view.moments.length).toBeGreaterThan(played.homeGoals + played.awayGoals);
    expect(view.moments.every((m) => m.minute >= 0 && m.minute <= 120)).toBe(true);
  });

  it.each(SEEDS)("classic seed %i: goals by side match the score, and every save is the keeper side's", (seed) => {
    const played = classic(seed);
    const view = matchCardView(played, names);
    expect(view.moments.filter((m) => m.kind === 'goal' && m.side === 'home')).toHaveLength(played.homeGoals);
    expect(view.moments.filter((m) => m.kind === 'goal' && m.side === 'away')).toHaveLength(played.awayGoals);
    const saves = played.events.filter((e) => e.type === 'shot' && e.saved);
    expect(view.moments.filter((m) => m.kind === 'save')).toHaveLength(saves.length);
    expect(view.heading).toBe('Week 3 · Premier Division');
  });

  it('a detailed card renders under 1 MB, and its words name the score', () => {
    const view = matchCardView(detailed(2), names);
    const png = renderMatchCard(view);
    expect(png.length).toBeLessThan(1024 * 1024);
    expect(describeMatchCard(view)).toContain(`Rovers ${view.home.goals}–${view.away.goals} United.`);
  });
});
