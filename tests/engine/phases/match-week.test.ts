import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import { injuriesPhase } from '../../../src/engine/phases/injuries.js';
import { matchPhase } from '../../../src/engine/phases/match.js';
import { resultsPhase } from '../../../src/engine/phases/results.js';
import { selectionPhase } from '../../../src/engine/phases/selection.js';
import { bestLineup } from '../../../src/engine/selection/best-lineup.js';
import { runPhases } from '../../../src/engine/week.js';
import type { LeagueState, Player } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague, makePlayer, makeSquad } from '../../support/factories.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const MATCH_DAY = [selectionPhase, matchPhase, injuriesPhase, resultsPhase];

/** Division 3: two player clubs (p1, p2) and two non-player clubs (n1 ranked 1, n2 ranked 4); Division 2 has only non-player clubs. */
function league(players: Player[] = [...makeSquad('p1'), ...makeSquad('p2')]): LeagueState {
  const clubs = [
    makeClub({ id: 'p1' }),
    makeClub({ id: 'p2' }),
    makeClub({ id: 'n1', playerControlled: false, ranking: 1 }),
    makeClub({ id: 'n2', playerControlled: false, ranking: 4 }),
    makeClub({ id: 'x1', playerControlled: false, division: 2 }),
    makeClub({ id: 'x2', playerControlled: false, division: 2, ranking: 2 }),
  ];
  const fixtures = [
    { round: 1, homeId: 'p1', awayId: 'p2' },
    { round: 1, homeId: 'n1', awayId: 'n2' },
    { round: 2, homeId: 'n2', awayId: 'p1' },
    { round: 2, homeId: 'p2', awayId: 'n1' },
  ];
  return makeLeague({
    clubs,
    players,
    divisions: [
      { index: 3, clubIds: ['p1', 'p2', 'n1', 'n2'], fixtures, results: [] },
      { index: 2, clubIds: ['x1', 'x2'], fixtures: [{ round: 1, homeId: 'x1', awayId: 'x2' }], results: [] },
    ],
  });
}

const ofType = <T extends EngineEvent['type']>(events: EngineEvent[], type: T) =>
  events.filter((e): e is Extract<EngineEvent, { type: T }> => e.type === type);

describe('a match day', () => {
  it('GIVEN two player clubs and two non-player clubs THEN both games are recorded, the other division is not played', () => {
    const { state, events } = runPhases(MATCH_DAY, league(), {}, seededDice(3));
    expect(state.divisions[0]!.results.map((r) => `${r.homeId}-${r.awayId}`)).toEqual(['p1-p2', 'n1-n2']);
    expect(state.divisions[1]!.results).toEqual([]);
    const results = ofType(events, 'result');
    expect(results[0]!.chart).toBeNull();
    expect(results[1]!.chart).toMatchObject({ row: '+3 home' });
    expect(ofType(events, 'match-started')).toHaveLength(1);
  });

  it('GIVEN a match THEN stats and the game for the form phase are recorded for those who played', () => {
    const { state, events } = runPhases(MATCH_DAY, league(), {}, seededDice(5));
    const played = Object.values(state.players).filter((p) => p.stats.games === 1);
    expect(played).toHaveLength(22);
    for (const p of played) expect(p.lastGame).toMatchObject({ position: expect.any(String) });
    const bench = Object.values(state.players).filter((p) => p.stats.games === 0);
    expect(bench.every((p) => p.stats.gamesMissed === 1)).toBe(true);
    const total = Object.values(state.players).reduce((n, p) => n + p.stats.goals, 0);
    const [result] = ofType(events, 'result');
    expect(total).toBe(result!.homeGoals + result!.awayGoals);
    expect(ofType(events, 'goal').length - ofType(events, 'goal-cancelled').length).toBe(total);
  });

  it('GIVEN an injured player THEN he is not selected and counts a game missed through injury', () => {
    const players = [...makeSquad('p1'), ...makeSquad('p2')].map((p) => (p.id === 'p1-15' ? { ...p, injuryWeeks: 2 } : p));
    const { state } = runPhases(MATCH_DAY, league(players), {}, seededDice(5));
    expect(state.players['p1-15']!.stats).toMatchObject({ games: 0, gamesInjured: 1, gamesMissed: 0 });
  });

  it('GIVEN a legal selection order THEN it is played and kept as the standing lineup', () => {
    const base = league();
    const lineup = bestLineup(base, 'p1', '5-4-1')!;
    const { state, events } = runPhases(MATCH_DAY, base, { p1: { selection: { lineup } } }, seededDice(5));
    expect(ofType(events, 'lineup-chosen')[0]).toMatchObject({ clubId: 'p1', source: 'order', lineup });
    expect(state.clubs.p1!.lineup).toEqual(lineup);
  });

  it('GIVEN a selection naming an injured player THEN his formation plays with only that place filled, and the change is told', () => {
    const base = league();
    const lineup = bestLineup(base, 'p1', '3-4-3')!;
    const injured = lineup.attack[0]!;
    base.players[injured]!.injuryWeeks = 1;
    const { state, events } = runPhases(MATCH_DAY, base, { p1: { selection: { lineup } } }, seededDice(5));
    expect(ofType(events, 'order-rejected')).toEqual([]);
    const chosen = ofType(events, 'lineup-chosen').find((e) => e.clubId === 'p1')!;
    expect(chosen.source).toBe('kept-formation');
    expect(chosen.lineup.formation).toBe('3-4-3');
    const picked = [lineup.goalkeeper, ...lineup.defence, ...lineup.midfield, ...lineup.attack];
    const played = [chosen.lineup.goalkeeper, ...chosen.lineup.defence, ...chosen.lineup.midfield, ...chosen.lineup.attack];
    expect(played.filter((id, i) => id !== picked[i])).toHaveLength(1);
    expect(played).not.toContain(injured);
    expect(chosen.changes).toEqual([{ place: 8, slot: 'CF', outId: injured, inId: played[8], reason: 'injured' }]);
    // His pick stays his standing lineup, for when the player is fit again.
    expect(state.clubs.p1!.lineup).toEqual(lineup);
  });

  it('GIVEN a standing XI and every goalkeeper injured THEN the formation is kept, an outfield player goes in goal, and the change is told', () => {
    const base = league();
    const lineup = bestLineup(base, 'p1', '4-4-2')!;
    base.clubs.p1!.lineup = lineup;
    for (const p of Object.values(base.players)) if (p.clubId === 'p1' && p.positions[0] === 'GK') p.injuryWeeks = 2;
    const keeperOut = lineup.goalkeeper!;
    const { events } = runPhases(MATCH_DAY, base, {}, seededDice(5));
    const chosen = ofType(events, 'lineup-chosen').find((e) => e.clubId === 'p1')!;
    expect(chosen).toMatchObject({ source: 'kept-formation', lineup: { formation: '4-4-2' } });
    expect(chosen.changes).toEqual([{ place: 0, slot: 'GK', outId: keeperOut, inId: chosen.lineup.goalkeeper, reason: 'injured' }]);
    expect(base.players[chosen.lineup.goalkeeper!]!.positions).not.toContain('GK');
  });

  it('GIVEN a non-player opponent THEN a team-news die decides full or depleted', () => {
    const base = { ...league(), week: 2 };
    const { events } = runPhases(MATCH_DAY, base, {}, seededDice(9));
    expect(
      ofType(events, 'team-news')
        .map((e) => e.clubId)
        .sort(),
    ).toEqual(['n1', 'n2']);
  });

  it('GIVEN a selected player rolls 12 and then 2 THEN the selected row gives 7 weeks', () => {
    const players = [makePlayer({ id: 'solo', clubId: 'p1', positions: ['GK'] })];
    const state = league(players);
    state.divisions[0]!.fixtures = [{ round: 1, homeId: 'p1', awayId: 'n1' }];
    const out = runPhases([selectionPhase, injuriesPhase], state, {}, scriptedDice([6, 6, 1, 1]));
    expect(ofType(out.events, 'injury')[0]).toMatchObject({ selected: true, outcome: 7, weeks: 7 });
  });

  it('GIVEN three wins then a defeat THEN the win streak before the latest game is three', () => {
    const state = league();
    const division = state.divisions[0]!;
    division.results = [1, 2, 3].map((round) => ({ round, homeId: 'n1', awayId: 'n2', homeGoals: 2, awayGoals: 0 }));
    division.fixtures = [{ round: 4, homeId: 'n2', awayId: 'n1' }];
    state.week = 4;
    // +3 away row, roll 12: away +3; score die 1.
    const out = runPhases([resultsPhase], state, {}, scriptedDice([6, 6, 1]));
    expect(out.state.clubs.n1!.winStreak).toBe(3);
    expect(out.state.clubs.n2!.winStreak).toBe(0);
  });
});
