import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seasonCalendar } from '../../../src/engine/cups/calendar.js';
import { EUROPEAN_COMPETITIONS, type CupCompetition, type CupsOption } from '../../../src/engine/model/cup-competitions.js';
import { byesNeeded } from '../../../src/engine/cups/draw.js';
import { cupRoundsReached } from '../../../src/engine/cups/rounds-reached.js';
import type { EngineEvent, EventOf } from '../../../src/engine/model/events.js';
import { playLeagueWithAi } from '../../../src/engine/play-season.js';
import { diceSeedForNextStep, nextStep, playStep } from '../../../src/engine/step.js';
import type { StepKind } from '../../../src/engine/model/step-result.js';
import { allAiOrders } from '../../../src/engine/ai/fill-orders.js';
import { seededDice } from '../../../src/engine/dice.js';
import { bestLineup } from '../../../src/engine/selection/best-lineup.js';
import { newLeague } from '../../../src/engine/new-league.js';
import type { LeagueSettings, LeagueState } from '../../../src/engine/model/types.js';

interface Played {
  steps: { season: number; kind: StepKind }[];
  events: { season: number; step: StepKind; events: EngineEvent[] }[];
  state: LeagueState;
}

function play(seed: number, seasons: number, settings: Partial<LeagueSettings>, humanClubs = 8): Played {
  const played: Played = { steps: [], events: [], state: null as unknown as LeagueState };
  played.state = playLeagueWithAi({ seed, humanClubs, settings }, seasons, (step, before, _after, events) => {
    if (step === 'created' || !before) return;
    played.steps.push({ season: before.season, kind: step });
    played.events.push({ season: before.season, step, events });
  });
  return played;
}

const ofType = <T extends EngineEvent['type']>(events: readonly EngineEvent[], type: T) => events.filter((e): e is EventOf<T> => e.type === type);
const CALENDAR_KIND = { preseason: 'preseason', league: 'week', cup: 'cup', europe: 'europe', 'end-of-season': 'end-of-season' } as const;

describe('a league with cups', () => {
  const europe = play(1, 2, { cups: 'cup+europe' });

  it('GIVEN cup+europe THEN each season plays the calendar: 21 steps in season one, 25 from season two', () => {
    for (const season of [1, 2]) {
      const expected = seasonCalendar({ cups: 'cup+europe', season }).map((s) => CALENDAR_KIND[s.kind]);
      expect(europe.steps.filter((s) => s.season === season).map((s) => s.kind)).toEqual(expected);
    }
    expect(europe.steps.filter((s) => s.season === 1)).toHaveLength(21);
    expect(europe.steps.filter((s) => s.season === 2)).toHaveLength(25);
  });

  it('GIVEN a cup step THEN only its ties are played: no league result, and every tie of the round has a result', () => {
    for (const step of europe.events.filter((s) => s.step === 'cup' || s.step === 'europe')) {
      expect(ofType(step.events, 'result')).toEqual([]);
      expect(ofType(step.events, 'cup-tie').length).toBeGreaterThan(0);
    }
    for (const step of europe.events.filter((s) => s.step === 'week')) expect(ofType(step.events, 'cup-tie')).toEqual([]);
  });

  it('GIVEN the seasons THEN every competition has exactly one winner, who won the final, and history keeps it', () => {
    const won = europe.events.flatMap((s) => ofType(s.events, 'cup-won'));
    expect(won.filter((w) => w.season === 1).map((w) => w.competition)).toEqual(['cup']);
    expect(
      won
        .filter((w) => w.season === 2)
        .map((w) => w.competition)
        .sort(),
    ).toEqual(['cup', ...EUROPEAN_COMPETITIONS].sort());
    for (const w of won) {
      const final = europe.events.flatMap((s) => ofType(s.events, 'cup-tie')).filter((t) => t.competition === w.competition && t.neutral);
      expect(final.some((t) => t.winnerId === w.winnerId && [t.homeId, t.awayId].includes(w.runnerUpId))).toBe(true);
    }
    expect(europe.state.history.map((h) => h.cups?.length)).toEqual([1, 4]);
  });

  it('GIVEN the final THEN it is on a neutral ground and its gate goes to neither club', () => {
    const finalSteps = europe.events.filter((s) => s.events.some((e) => e.type === 'cup-tie' && e.neutral));
    expect(finalSteps.length).toBeGreaterThan(0);
    const after = europe.events.map((s) => s.events);
    for (const tie of after.flat().filter((e): e is EventOf<'cup-tie'> => e.type === 'cup-tie' && e.neutral)) {
      const gates = after.flat().filter((e) => e.type === 'money' && e.reason === 'cup-gate' && e.detail.includes('final'));
      expect(gates.filter((g) => g.type === 'money' && [tie.homeId, tie.awayId].includes(g.clubId))).toEqual([]);
    }
  });

  it('GIVEN a tie between two player clubs away from the final THEN its gate is split half and half, paid the next step', () => {
    const shares = europe.events.flatMap((s) => s.events).filter((e): e is EventOf<'money'> => e.type === 'money' && e.reason === 'cup-gate');
    expect(shares.length).toBeGreaterThan(0);
    for (const share of shares) expect(share.amount).toBeGreaterThan(0);
    // Every share is paid in a step after the tie's: in the income phase, before any tie of that step.
    for (const step of europe.events) {
      const firstTie = step.events.findIndex((e) => e.type === 'cup-tie-started');
      const lastGate = step.events.findLastIndex((e) => e.type === 'money' && e.reason === 'cup-gate');
      if (firstTie >= 0 && lastGate >= 0) expect(lastGate).toBeLessThan(firstTie);
    }
  });

  it('GIVEN Europe in season two THEN the champions, the cup winners and the other player clubs are entered, none twice, with foreign clubs named unlike the league', () => {
    const draws = europe.events
      .filter((s) => s.season === 2)
      .flatMap((s) => ofType(s.events, 'cup-draw'))
      .filter((d) => d.round === 1 && d.competition !== 'cup');
    const fields = Object.fromEntries(draws.map((d) => [d.competition, d.ties.flatMap((t) => [t.homeId, t.awayId])]));
    const all = Object.values(fields).flat();
    expect(new Set(all).size).toBe(all.length);
    const history = europe.state.history[0]!;
    expect(fields['european-cup']).toContain(history.champion);
    const cup = history.cups!.find((t) => t.competition === 'cup')!;
    expect(fields['cup-winners-cup']).toContain(cup.winnerId === history.champion ? cup.runnerUpId : cup.winnerId);
    const playerClubs = Object.values(europe.state.clubs)
      .filter((c) => c.playerControlled)
      .map((c) => c.id);
    for (const id of playerClubs) expect(all).toContain(id);
    const leagueNames = new Set(Object.values(europe.state.clubs).map((c) => c.name.toLowerCase()));
    for (const foreign of europe.state.cups!.foreign) expect(leagueNames.has(foreign.name.toLowerCase())).toBe(false);
  });

  it("GIVEN the season's events THEN cupRoundsReached reads the same runs as the cups, and the winner is marked", () => {
    const season2 = europe.events.filter((s) => s.season === 2).flatMap((s) => s.events);
    const fromEvents = cupRoundsReached(season2);
    expect(fromEvents).toEqual(cupRoundsReached(europe.state.cups!));
    for (const w of ofType(season2, 'cup-won')) {
      expect(fromEvents[w.winnerId]?.[w.competition]).toMatchObject({ winner: true, round: w.competition === 'cup' ? 5 : 4 });
      expect(fromEvents[w.runnerUpId]?.[w.competition]).toMatchObject({ winner: false });
    }
  });
});

describe('the draws, over any seed', () => {
  it('GIVEN any seed THEN each round every club still in plays once, byes only where the numbers need them, the winners go on, one winner each, and no club is in two European competitions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.constantFrom<CupsOption>('cup', 'cup+europe'), (seed, cups) => {
        const played = play(seed, 2, { cups }, 3);
        for (const season of [1, 2]) {
          const events = played.events.filter((s) => s.season === season).flatMap((s) => s.events);
          const draws = ofType(events, 'cup-draw');
          const ties = ofType(events, 'cup-tie');
          const competitions = [...new Set(draws.map((d) => d.competition))] as CupCompetition[];
          const firstRounds = competitions.filter((c) => c !== 'cup').map((c) => draws.find((d) => d.competition === c && d.round === 1)!);
          const european = firstRounds.flatMap((d) => d.ties.flatMap((t) => [t.homeId, t.awayId]));
          expect(new Set(european).size).toBe(european.length);
          if (cups === 'cup' || season === 1) expect(firstRounds).toEqual([]);
          for (const competition of competitions) {
            let stillIn: string[] | null = null;
            for (const draw of draws.filter((d) => d.competition === competition)) {
              const inDraw = [...draw.ties.flatMap((t) => [t.homeId, t.awayId]), ...draw.byes];
              expect(new Set(inDraw).size).toBe(inDraw.length);
              expect(draw.byes).toHaveLength(byesNeeded(inDraw.length));
              if (stillIn) expect(new Set(inDraw)).toEqual(new Set(stillIn));
              const results = ties.filter((t) => t.competition === competition && t.round === draw.round);
              expect(results).toHaveLength(draw.ties.length);
              stillIn = [...results.map((t) => t.winnerId), ...draw.byes];
            }
            expect(stillIn).toHaveLength(1);
            expect(
              ofType(events, 'cup-won')
                .filter((w) => w.competition === competition)
                .map((w) => w.winnerId),
            ).toEqual(stillIn);
          }
        }
      }),
      { numRuns: 3 },
    );
  }, 180_000);
});

describe('penalties', () => {
  const decided = (played: Played) =>
    played.events
      .flatMap((s) => s.events)
      .flatMap((e, i, all) => (e.type === 'cup-tie' && e.decidedBy === 'match' && e.penalties ? [{ tie: e, shootOut: all[i - 1] }] : []));

  it('GIVEN the classic engine and a tie level after 90 minutes THEN the house shoot-out decides it, kick by kick, with no extra time', () => {
    const ties = decided(play(1, 2, { cups: 'cup+europe' }));
    expect(ties.length).toBeGreaterThan(0);
    for (const { tie, shootOut } of ties) {
      expect(tie.homeGoals).toBe(tie.awayGoals);
      expect(tie.extraTime).toBe(false);
      expect(shootOut).toMatchObject({ type: 'cup-shoot-out', homeScore: tie.penalties!.home, awayScore: tie.penalties!.away });
      if (shootOut?.type !== 'cup-shoot-out') throw new Error('no shoot-out');
      expect(shootOut.kicks.every((k) => k.engine === 'classic')).toBe(true);
      const winnerScore = tie.winnerId === tie.homeId ? shootOut.homeScore : shootOut.awayScore;
      const loserScore = tie.winnerId === tie.homeId ? shootOut.awayScore : shootOut.homeScore;
      expect(winnerScore > loserScore || shootOut.decidedByDie).toBe(true);
    }
  });

  it('GIVEN the detailed engine and a tie level after 90 minutes THEN extra time is played, and if still level, penalties read off the PK readings', () => {
    const played = play(3, 1, { cups: 'cup', engine: 'detailed' });
    const ties = decided(played);
    expect(ties.length).toBeGreaterThan(0);
    for (const { tie, shootOut } of ties) {
      expect(tie.extraTime).toBe(true);
      if (shootOut?.type !== 'cup-shoot-out') throw new Error('no shoot-out');
      expect(shootOut.kicks.every((k) => k.engine === 'detailed')).toBe(true);
    }
    const all = played.events.flatMap((s) => s.events);
    const overtime = all.filter((e) => e.type === 'detailed-kick-off' && e.period > 2);
    const extraTimeTies = ofType(all, 'cup-tie').filter((t) => t.extraTime);
    expect(overtime).toHaveLength(extraTimeTies.length * 2);
  });
});

describe('a league without cups', () => {
  it('GIVEN the option off THEN a season is the sixteen steps it always was, with no cup event', () => {
    const played = play(1, 1, {});
    expect(played.steps.map((s) => s.kind)).toEqual(['preseason', ...Array<StepKind>(14).fill('week'), 'end-of-season']);
    expect(played.events.flatMap((s) => s.events).filter((e) => e.type.startsWith('cup-'))).toEqual([]);
    expect(played.state.cups).toBeUndefined();
  });
});

describe('orders in a cup step', () => {
  it('GIVEN a manager whose club is out of the Cup picks a new XI in a cup step THEN it is his standing lineup for the next week', () => {
    let state = newLeague({ seed: 4, humanClubs: 8, settings: { cups: 'cup' } });
    const step = () => {
      const result = playStep(state, allAiOrders(state), seededDice(diceSeedForNextStep(state)));
      state = result.state;
    };
    // Through the first round, to the second: half the clubs are out.
    while (!(nextStep(state) === 'cup' && state.cups!.knockouts.cup!.rounds.length === 2)) step();
    const round = state.cups!.knockouts.cup!.rounds[1]!;
    const still = new Set(round.ties.flatMap((t) => [t.homeId, t.awayId]));
    const out = Object.values(state.clubs).find((c) => c.playerControlled && !still.has(c.id))!;
    const formation = out.lineup?.formation === '5-4-1' ? '4-4-2' : '5-4-1';
    const lineup = bestLineup(state, out.id, formation)!;
    const orders = { ...allAiOrders(state), [out.id]: { selection: { lineup } } };
    state = playStep(state, orders, seededDice(diceSeedForNextStep(state))).state;
    expect(state.clubs[out.id]!.lineup).toEqual(lineup);
  });
});
