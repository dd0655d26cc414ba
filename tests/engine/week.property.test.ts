import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allAiOrders } from '../../src/engine/ai/fill-orders.js';
import { seededDice } from '../../src/engine/dice.js';
import { formPhase } from '../../src/engine/phases/form.js';
import { injuriesPhase } from '../../src/engine/phases/injuries.js';
import { matchPhase } from '../../src/engine/phases/match.js';
import { resultsPhase } from '../../src/engine/phases/results.js';
import { selectionPhase } from '../../src/engine/phases/selection.js';
import { trainingPhase } from '../../src/engine/phases/training.js';
import { newLeague } from '../../src/engine/new-league.js';
import { diceSeedForNextStep, playStep } from '../../src/engine/step.js';
import { FORMS, type LeagueState } from '../../src/engine/model/types.js';
import { playWeek, runPhases } from '../../src/engine/week.js';

const MATCH_WEEK = [trainingPhase, formPhase, selectionPhase, matchPhase, injuriesPhase, resultsPhase];

/** A generated league in week 1, after its pre-season. */
function leagueInSeason(seed: number, humanClubs: number): LeagueState {
  const state = newLeague({ seed, humanClubs });
  return playStep(state, allAiOrders(state), seededDice(diceSeedForNextStep(state))).state;
}

const leagues = fc.record({ seed: fc.integer(), humanClubs: fc.integer({ min: 1, max: 8 }), weeks: fc.integer({ min: 1, max: 4 }) });

function playWeeks(state: LeagueState, weeks: number, weekSeed: number): LeagueState {
  for (let w = 0; w < weeks; w++) {
    state = playStep(state, allAiOrders(state), seededDice(weekSeed + w)).state;
  }
  return state;
}

describe('a week: invariants', () => {
  it('GIVEN any league and weeks THEN abilities stay 5 to 10 in half points (below 5 only for a veteran who declined) and form in its four levels', () => {
    fc.assert(
      fc.property(leagues, ({ seed, humanClubs, weeks }) => {
        const state = playWeeks(leagueInSeason(seed, humanClubs), weeks, seed);
        for (const p of Object.values(state.players)) {
          expect(p.ability).toBeGreaterThan(0);
          if (p.ability < 5) expect(p.age).toBeGreaterThanOrEqual(31);
          expect(p.ability).toBeLessThanOrEqual(10);
          expect(Number.isInteger(p.ability * 2)).toBe(true);
          expect(FORMS).toContain(p.form);
          expect(p.injuryWeeks).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('GIVEN any league THEN the match week keeps every player, and a whole week loses none but those signed by other teams', () => {
    fc.assert(
      fc.property(leagues, ({ seed, humanClubs }) => {
        const before = leagueInSeason(seed, humanClubs);
        const matchWeek = runPhases(MATCH_WEEK, before, allAiOrders(before), seededDice(seed)).state;
        expect(Object.keys(matchWeek.players).sort()).toEqual(Object.keys(before.players).sort());
        const { state: after, events } = playWeek(before, allAiOrders(before), seededDice(seed));
        // A listed player signed by a team outside the game (rulebook, "Signings") leaves it.
        const signedAway = new Set(events.flatMap((e) => (e.type === 'transferred' && e.toClubId === null ? [e.playerId] : [])));
        for (const id of Object.keys(before.players)) if (!signedAway.has(id)) expect(after.players[id]).toBeDefined();
      }),
      { numRuns: 12 },
    );
  });

  it('GIVEN the same state, orders and seed THEN the same events and state, byte for byte', () => {
    fc.assert(
      fc.property(leagues, ({ seed, humanClubs }) => {
        const state = leagueInSeason(seed, humanClubs);
        const orders = allAiOrders(state);
        const a = playWeek(state, orders, seededDice(seed));
        const b = playWeek(JSON.parse(JSON.stringify(state)) as LeagueState, orders, seededDice(seed));
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      }),
      { numRuns: 12 },
    );
  });

  it('GIVEN a week THEN the state passed in is not changed', () => {
    const state = leagueInSeason(3, 4);
    const copy = JSON.stringify(state);
    playWeek(state, allAiOrders(state), seededDice(3));
    expect(JSON.stringify(state)).toBe(copy);
  });

  it('GIVEN a week THEN every match of a division with a player-controlled club has a result', () => {
    const state = leagueInSeason(5, 3);
    const after = playWeek(state, allAiOrders(state), seededDice(5)).state;
    const division = after.divisions.find((d) => d.clubIds.some((id) => after.clubs[id]!.playerControlled))!;
    expect(division.results.filter((r) => r.round === state.week)).toHaveLength(4);
  });
});
