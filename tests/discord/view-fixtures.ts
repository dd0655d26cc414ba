import type { EngineEvent } from '../../src/engine/model/events.js';
import type { TeamRatings } from '../../src/engine/model/match-events.js';
import { startingStadium } from '../../src/engine/stadium/starting-stadium.js';
import type { ClubSummary, MatchMessage, PlayerView, SquadView } from '../../src/league/index.js';

/** Names as long as users may make them, full of markdown and mentions. */
export const NASTY = '@everyone **__Club__** <@123456789012345678> `x` ' + 'Ω'.repeat(40);

export const club: ClubSummary = { id: 'c1', name: NASTY, division: 3, playerControlled: true, managerUserId: '111111111111111111' };

export function player(i: number, own = true): PlayerView {
  const base = {
    id: `p${i}`,
    name: `${NASTY} ${i}`,
    age: 18 + (i % 17),
    positions: (['GK', 'CB', 'SB', 'CM', 'SM', 'CF'] as const).slice(i % 6, (i % 6) + 1),
    ability: 5 + (i % 10) / 2,
    potentialReached: i % 3 === 0,
    retiring: i % 7 === 0,
    form: (['--', '-', '+', '++'] as const)[i % 4]!,
    injuryWeeks: i % 5 === 0 ? 2 : 0,
    stats: { games: i, goals: i % 4, assists: i % 3, gamesMissed: 0, gamesInjured: 1 },
    clubId: 'c1',
    clubName: NASTY,
    listing: i % 4 === 0 ? { askingPrice: 250_000, mode: 'full' as const } : null,
    value: 50_000 * (i + 1),
  };
  return own
    ? {
        ...base,
        own: true,
        niggle: i % 6 === 0,
        training: 'ABL',
        trainingProgress: { ABL: 3, FRM: 1 },
        boughtInWeek: null,
        orderedTraining: undefined,
        trainingPlan: { code: 'ABL' as const, weeks: 10, done: 3 },
      }
    : { ...base, own: false };
}

export function squad(count: number): SquadView {
  return { club, own: true, players: Array.from({ length: count }, (_, i) => player(i)), lineup: null, tactics: null };
}

const ratings = (clubId: string): TeamRatings => ({
  clubId,
  G: 7,
  D: 28,
  M: 30,
  A: 15,
  dStar: 9,
  aStar: 8,
  shots: 6,
  formation: '4-4-2',
  depleted: false,
});

/** A match with many shots and goals, so its play-by-play is long. */
export function longMatch(shots: number): MatchMessage {
  const events: EngineEvent[] = [
    { type: 'team-news', clubId: 'c2', roll: 4, depleted: false },
    { type: 'match-started', minute: 0, engine: 'classic', home: ratings('c1'), away: ratings('c2') },
  ];
  let home = 0;
  for (let i = 0; i < shots; i += 1) {
    const minute = Math.min(89, 1 + Math.floor((i * 89) / shots));
    events.push({
      type: 'shot',
      minute,
      clubId: 'c1',
      opponentId: 'c2',
      line: 'A',
      lineRoll: 5,
      pickRolls: [2],
      shooterId: `p${i % 20}`,
      shooterKind: 'player',
      rating: 8,
      roll: 4,
      lineModifier: 0,
      rebound: i % 5 === 0,
      total: 12,
      keeperRating: 7,
      keeperRoll: 3,
      saveTotal: 10,
      saved: i % 2 === 0,
      shotsLeft: 3,
    });
    if (i % 2 === 1) {
      home += 1;
      events.push({
        type: 'goal',
        minute,
        clubId: 'c1',
        scorerId: `p${i % 20}`,
        scorerKind: 'player',
        assistRoll: 3,
        assistLine: 'M',
        assistRolls: [1],
        assistId: 'p3',
        assistKind: 'player',
        homeGoals: home,
        awayGoals: 0,
      });
    }
  }
  events.push({ type: 'full-time', minute: 90, homeId: 'c1', awayId: 'c2', homeGoals: home, awayGoals: 0 });
  return {
    season: 1,
    week: 3,
    division: 3,
    round: 3,
    home: { id: 'c1', name: NASTY, managerUserId: '111111111111111111' },
    away: { id: 'c2', name: 'Paris', managerUserId: null },
    homeGoals: home,
    awayGoals: 0,
    events,
    names: { players: {}, clubs: { c1: 'Rovers', c2: 'Paris' } },
    live: false,
  };
}

export const stadium = startingStadium();
