import { describe, expect, it } from 'vitest';
import { allAiOrders } from '../../../src/engine/ai/fill-orders.js';
import { EUROPEAN_COMPETITIONS } from '../../../src/engine/model/cup-competitions.js';
import { seededDice } from '../../../src/engine/dice.js';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import { CUP_ROUND_POINTS, CUP_WIN_POINTS, EUROPEAN_ROUND_POINTS, EUROPEAN_WIN_POINTS } from '../../../src/engine/fortunes/game-points.js';
import { gameStandings } from '../../../src/engine/fortunes/game-standings.js';
import { newLeagueState } from '../../../src/engine/new-league.js';
import { diceSeedForNextStep, nextStep, playStep } from '../../../src/engine/step.js';
import type { StepKind } from '../../../src/engine/model/step-result.js';
import type { LeagueState } from '../../../src/engine/model/types.js';

interface PlayedStep {
  kind: StepKind;
  before: LeagueState;
  after: LeagueState;
  events: EngineEvent[];
}

/** A Fortunes game of eight managers with the Cup and Europe, played by the AI through its first two seasons. */
function twoSeasons(): PlayedStep[] {
  let state = newLeagueState({ seed: 5, humanClubs: 8, settings: { fortunes: true, cups: 'cup+europe' } }).state;
  const steps: PlayedStep[] = [];
  while (state.season < 3) {
    const kind = nextStep(state);
    const { state: after, events } = playStep(state, allAiOrders(state), seededDice(diceSeedForNextStep(state)));
    steps.push({ kind, before: state, after, events });
    state = after;
  }
  return steps;
}

const steps = twoSeasons();
const managers = Object.values(steps[0]!.before.clubs)
  .filter((c) => c.playerControlled)
  .map((c) => c.id);

/** A club's ties won in a season's competitions, and whether it won a final, counted from the steps' cup-tie and cup-won events. */
function runsFromEvents(season: number, clubId: string, competitions: readonly string[]): { won: number; trophies: number } {
  const events = steps.filter((s) => s.before.season === season).flatMap((s) => s.events);
  const won = events.filter((e) => e.type === 'cup-tie' && competitions.includes(e.competition) && e.winnerId === clubId).length;
  const trophies = events.filter((e) => e.type === 'cup-won' && competitions.includes(e.competition) && e.winnerId === clubId).length;
  return { won, trophies };
}

describe('Football Fortunes with the cups', () => {
  it('GIVEN two seasons with the Cup and Europe THEN every cup and European step plays, rolls no square and plays none', () => {
    const kinds = steps.map((s) => s.kind);
    expect(kinds.filter((k) => k === 'week')).toHaveLength(28);
    expect(kinds.filter((k) => k === 'cup')).toHaveLength(10);
    expect(kinds.filter((k) => k === 'europe')).toHaveLength(4);
    for (const { kind, before, events } of steps) {
      if (kind !== 'cup' && kind !== 'europe') continue;
      expect(Object.keys(before.fortunes!.squares), `${kind} after week ${before.week - 1}`).toEqual([]);
      expect(events.some((e) => e.type === 'fortune-week' || e.type === 'fortune-card' || e.type === 'wages-paid')).toBe(false);
      expect(events.some((e) => e.type === 'cup-tie')).toBe(true);
    }
  });

  it('GIVEN a week of the season THEN every manager has his square when it opens, even after a cup step, and lands on it', () => {
    for (const { kind, before, after, events } of steps) {
      if (kind !== 'week') continue;
      expect(Object.keys(before.fortunes!.squares).sort(), `season ${before.season} week ${before.week}`).toEqual([...managers].sort());
      expect(events.filter((e) => e.type === 'fortune-week')).toHaveLength(1);
      // The next week's squares are rolled now unless a cup step comes first, then after it.
      const cupNext = nextStep(after) === 'cup' || nextStep(after) === 'europe';
      expect(events.some((e) => e.type === 'fortune-moved')).toBe(!cupNext && after.week <= 14);
    }
  });

  it("GIVEN the seasons played THEN each manager's cup and European rounds won are in the history and counted in his game points", () => {
    const end = steps.at(-1)!.after;
    let roundsWon = 0;
    for (const season of [1, 2]) {
      const history = end.history[season - 1]!;
      // The game points of the seasons so far, with and without this season's cup runs.
      const withCups = { ...end, history: end.history.slice(0, season) };
      const withoutCups = { ...end, history: [...end.history.slice(0, season - 1), { ...history, cupRuns: {} }] };
      const points = (state: LeagueState, clubId: string) => gameStandings(state).find((s) => s.clubId === clubId)!.seasonPoints;
      for (const clubId of managers) {
        const cup = runsFromEvents(season, clubId, ['cup']);
        const europe = runsFromEvents(season, clubId, EUROPEAN_COMPETITIONS);
        expect(history.cupRuns?.[clubId]?.cup?.won ?? 0, `${clubId} season ${season}`).toBe(cup.won);
        const expected =
          cup.won * CUP_ROUND_POINTS + cup.trophies * CUP_WIN_POINTS + europe.won * EUROPEAN_ROUND_POINTS + europe.trophies * EUROPEAN_WIN_POINTS;
        expect(points(withCups, clubId) - points(withoutCups, clubId), `${clubId} season ${season}`).toBe(expected);
        roundsWon += cup.won + europe.won;
      }
    }
    // Eight managers over two Cups and a European season: some of them won ties, so the points above were not all zero.
    expect(roundsWon).toBeGreaterThan(0);
  });

  it("GIVEN the end of season one THEN the channel's game points include the cup rounds", () => {
    const seasonEnd = steps.find((s) => s.kind === 'end-of-season')!;
    const told = seasonEnd.events.find((e) => e.type === 'game-points')!;
    expect(told.standings).toEqual(gameStandings(seasonEnd.after));
    const cupRunners = managers.filter((id) => (seasonEnd.after.history[0]!.cupRuns?.[id]?.cup?.won ?? 0) > 0);
    expect(cupRunners.length).toBeGreaterThan(0);
  });
});
