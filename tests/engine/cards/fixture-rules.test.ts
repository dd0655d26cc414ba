import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seasonCalendar } from '../../../src/engine/cards/calendar.js';
import { drawNextCupRound } from '../../../src/engine/cards/cup-draw.js';
import type { CardsResult, CardsState, RoundSlot } from '../../../src/engine/cards/state.js';
import { seededDice } from '../../../src/engine/dice.js';
import { fixtureList, shuffled } from '../../../src/engine/season/fixtures.js';
import type { Fixture } from '../../../src/engine/model/types.js';

interface Played {
  cup: boolean;
  opponentId: string;
  home: boolean;
}

/** Every club's matches in the calendar's order, league and cup together. */
function clubSeasons(calendar: readonly RoundSlot[], fixtures: readonly Fixture[], cup: readonly CardsResult[]): Map<string, Played[]> {
  const out = new Map<string, Played[]>();
  calendar.forEach((slot) => {
    const games = slot.kind === 'league' ? fixtures.filter((f) => f.round === slot.round) : cup.filter((r) => r.round === slot.round);
    for (const g of games) {
      for (const [me, them, home] of [
        [g.homeId, g.awayId, true],
        [g.awayId, g.homeId, false],
      ] as const) {
        out.set(me, [...(out.get(me) ?? []), { cup: slot.kind === 'cup', opponentId: them, home }]);
      }
    }
  });
  return out;
}

/** The seed's fixture rules broken, each as whether a cup match is among the matches that break it. */
function breaches(seasons: Map<string, Played[]>): { runs: boolean[]; repeats: boolean[] } {
  const runs: boolean[] = [];
  const repeats: boolean[] = [];
  for (const matches of seasons.values()) {
    matches.forEach((m, i) => {
      if (i >= 2 && matches[i - 1]!.home === m.home && matches[i - 2]!.home === m.home)
        runs.push([m, matches[i - 1]!, matches[i - 2]!].some((x) => x.cup));
      if (i >= 1 && matches[i - 1]!.opponentId === m.opponentId) repeats.push(m.cup || matches[i - 1]!.cup);
    });
  }
  return { runs, repeats };
}

/** A season of `clubs` clubs and a cup of `cupSize` of them, each tie won by a die, drawn as the card game draws it. */
function playSeason(clubs: number, cupSize: number, seed: number) {
  const dice = seededDice(seed);
  const clubIds = Array.from({ length: clubs }, (_, i) => `c${i + 1}`);
  const fixtures = fixtureList(clubIds, dice);
  const results: CardsResult[] = [];
  const state = {
    fixtures,
    results,
    calendar: seasonCalendar(fixtures, Math.log2(cupSize)),
    nextSlot: 0,
    cup: { alive: shuffled(clubIds, dice).slice(0, cupSize), ties: [], roundsPlayed: 0, finalists: [], winnerId: null },
  } as unknown as CardsState;
  while (state.cup.alive.length > 1) {
    const round = state.cup.roundsPlayed + 1;
    const ties = drawNextCupRound(state, dice);
    state.nextSlot = state.calendar.findIndex((s) => s.kind === 'cup' && s.round === round);
    state.cup.alive = ties.map((t) => (dice.roll(2) === 1 ? t.homeId : t.awayId));
    state.cup.roundsPlayed = round;
    results.push(...ties.map((t) => ({ competition: 'cup' as const, round, ...t, homeGoals: 0, awayGoals: 0 })));
  }
  return { calendar: state.calendar, fixtures, cup: results };
}

describe('the fixture rules with the cup interleaved (shared/seeds/002, section 3)', () => {
  it('GIVEN 6 to 12 clubs and a cup of 4 or 8 of them THEN no club plays three home or three away matches in a row, nor the same club twice running, league and cup together', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 12 }), fc.boolean(), fc.integer({ min: 1, max: 2 ** 30 }), (clubs, bigCup, seed) => {
        const season = playSeason(clubs, bigCup && clubs >= 8 ? 8 : 4, seed);
        const cupSlots = season.calendar.filter((s) => s.kind === 'cup').length;
        expect(cupSlots).toBe(bigCup && clubs >= 8 ? 3 : 2);
        expect(breaches(clubSeasons(season.calendar, season.fixtures, season.cup))).toEqual({ runs: [], repeats: [] });
      }),
      { numRuns: 150 },
    );
  });

  it('GIVEN 4 or 5 clubs THEN the league keeps the rules and only a cup match, where the calendar leaves no way out, breaks one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 5 }), fc.integer({ min: 1, max: 2 ** 30 }), (clubs, seed) => {
        const season = playSeason(clubs, 4, seed);
        const found = breaches(clubSeasons(season.calendar, season.fixtures, season.cup));
        expect([...found.runs, ...found.repeats].every((withCup) => withCup)).toBe(true);
        expect(
          breaches(
            clubSeasons(
              season.calendar.filter((s) => s.kind === 'league'),
              season.fixtures,
              [],
            ),
          ),
        ).toEqual({ runs: [], repeats: [] });
      }),
      { numRuns: 100 },
    );
  });
});
