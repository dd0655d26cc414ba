import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import type { DetailedEvent } from '../../../src/engine/model/detailed-events.js';
import { playDetailedMatch } from '../../../src/engine/detailed/play-detailed-match.js';
import { ratedSide } from '../../../src/engine/detailed/rated-side.js';

/** Invariants of whole matches over many seeds and sides. */

const rating = fc.integer({ min: 10, max: 20 }).map((n) => n / 2);
const sides = fc.record({ keeper: rating, defence: rating, midfield: rating, attack: rating });
const matchArgs = fc.record({
  seed: fc.integer(),
  home: sides,
  away: sides,
  homeAdvantages: fc.boolean(),
  overtime: fc.boolean(),
  substitutions: fc.constantFrom(3 as const, 5 as const),
});

type SideRatings = { keeper: number; defence: number; midfield: number; attack: number };
type Args = { seed: number; home: SideRatings; away: SideRatings; homeAdvantages: boolean; overtime: boolean; substitutions: 3 | 5 };
const play = ({ seed, home, away, homeAdvantages, overtime, substitutions }: Args) =>
  playDetailedMatch(ratedSide('h', home), ratedSide('a', away), seededDice(seed), { homeAdvantages, overtime, substitutions });

const time = (e: DetailedEvent) => [e.period, e.minute, e.added] as const;
const notBefore = (a: readonly number[], b: readonly number[]) =>
  a[0]! > b[0]! || (a[0] === b[0] && (a[1]! > b[1]! || (a[1] === b[1] && a[2]! >= b[2]!)));

/** Every player id an event says was on the pitch doing something. */
function actors(e: DetailedEvent): (string | null)[] {
  switch (e.type) {
    case 'detailed-corner':
    case 'detailed-offside':
    case 'detailed-possession-move':
    case 'detailed-turnover':
    case 'detailed-card':
    case 'detailed-injury':
      return [e.playerId];
    case 'detailed-foul':
      return [e.foulerId, e.fouledId];
    case 'detailed-shot':
      return [e.shooterId, e.stopperId, e.keeperId];
    case 'detailed-penalty':
      return [e.takerId, e.keeperId];
    case 'detailed-goal':
      return [e.scorerId, e.assistId];
    case 'detailed-substitution':
      return [e.offId, e.onId];
    default:
      return [];
  }
}

describe('Detailed match invariants', () => {
  it('GIVEN any match THEN minutes only move forward', () => {
    fc.assert(
      fc.property(matchArgs, (args) => {
        const { events } = play(args);
        for (let i = 1; i < events.length; i++) expect(notBefore(time(events[i]!), time(events[i - 1]!))).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('GIVEN any match THEN both halves and their added time are played, and overtime when asked for and level', () => {
    fc.assert(
      fc.property(matchArgs, (args) => {
        const { events } = play(args);
        const ends = events.filter((e) => e.type === 'detailed-period-end');
        const added = events.filter((e) => e.type === 'detailed-added-time');
        const second = ends[1]!;
        const level = second.homeGoals === second.awayGoals;
        expect(ends).toHaveLength(args.overtime && level ? 4 : 2);
        expect(added).toHaveLength(ends.length);
        ends.forEach((end, i) => {
          const announced = added[i]!;
          const from = events.indexOf(announced);
          const injuriesAfter = events.slice(from, events.indexOf(end)).filter((e) => e.type === 'detailed-injury').length;
          expect(end.period).toBe(i + 1);
          expect(end.minute).toBe(announced.minute);
          expect(end.added).toBe(announced.total + 2 * injuriesAfter);
        });
        expect(ends[0]!.minute).toBe(45);
        expect(ends[1]!.minute).toBe(90);
        expect(events.at(-1)!.type).toBe('detailed-full-time');
      }),
      { numRuns: 40 },
    );
  });

  it('GIVEN any match THEN no one plays after a red card', () => {
    fc.assert(
      fc.property(matchArgs, (args) => {
        const { events } = play(args);
        const sentOff = new Set<string>();
        for (const e of events) {
          for (const id of actors(e)) if (id !== null) expect(sentOff.has(id)).toBe(false);
          if (e.type === 'detailed-card' && e.colour === 'red' && e.playerId) sentOff.add(e.playerId);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('GIVEN any match THEN no side makes more substitutions than the league allows (3 or 5), and nobody comes back on', () => {
    fc.assert(
      fc.property(matchArgs, (args) => {
        const { events, stats } = play(args);
        const subs = events.filter((e) => e.type === 'detailed-substitution');
        for (const side of ['home', 'away'] as const) {
          expect(subs.filter((e) => e.side === side).length).toBeLessThanOrEqual(args.substitutions);
          expect(stats[side].substitutions).toBeLessThanOrEqual(args.substitutions);
        }
        const takenOff = new Set<string>();
        for (const e of subs) {
          if (e.onId) expect(takenOff.has(e.onId)).toBe(false);
          if (e.offId) takenOff.add(e.offId);
        }
        const on = subs.map((e) => e.onId).filter((id) => id !== null);
        expect(new Set(on).size).toBe(on.length);
      }),
      { numRuns: 200 },
    );
  });

  it('GIVEN any match THEN the goals in the outcome are the goal events, and the score adds up', () => {
    fc.assert(
      fc.property(matchArgs, (args) => {
        const { outcome, events, stats } = play(args);
        const goals = events.filter((e) => e.type === 'detailed-goal');
        expect(outcome.goals).toHaveLength(goals.length);
        expect(outcome.homeGoals + outcome.awayGoals).toBe(goals.length);
        expect(goals.filter((e) => e.side === 'home')).toHaveLength(outcome.homeGoals);
        goals.forEach((e, i) => {
          expect(outcome.goals[i]).toMatchObject({ scorerId: e.scorerId, assistId: e.assistId, minute: e.minute });
        });
        expect(stats.home.possession + stats.away.possession).toBe(100);
      }),
      { numRuns: 40 },
    );
  });

  it('GIVEN the same sides and seed THEN the match is the same, event for event', () => {
    fc.assert(
      fc.property(matchArgs, (args) => {
        expect(JSON.stringify(play(args))).toBe(JSON.stringify(play(args)));
      }),
      { numRuns: 10 },
    );
  });
});
