import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import {
  clubsStillIn,
  drawNextRound,
  knockoutRunnerUp,
  knockoutWinner,
  newKnockout,
  playKnockout,
  recordTieWinner,
  roundName,
} from '../../../src/engine/cups/knockout.js';
import { checkKnockout } from '../../support/knockout-properties.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const clubs = (n: number) => Array.from({ length: n }, (_, i) => `c${i + 1}`);

describe('a knockout, round by round', () => {
  it('GIVEN four clubs THEN a semi-final round, then a final on a neutral ground, then a winner and a runner-up', () => {
    let k = newKnockout(clubs(4));
    expect(clubsStillIn(k)).toEqual(clubs(4));
    k = drawNextRound(k, scriptedDice([3, 1, 2, 1]));
    expect(k.rounds[0]).toEqual({
      round: 1,
      byes: [],
      ties: [
        { homeId: 'c3', awayId: 'c1', neutral: false, winnerId: null },
        { homeId: 'c4', awayId: 'c2', neutral: false, winnerId: null },
      ],
    });
    expect(() => clubsStillIn(k)).toThrow(/not played yet/);
    expect(() => drawNextRound(k, seededDice(1))).toThrow(/not played yet/);
    k = recordTieWinner(k, { homeId: 'c3', awayId: 'c1' }, 'c1');
    k = recordTieWinner(k, { homeId: 'c4', awayId: 'c2' }, 'c4');
    expect(clubsStillIn(k)).toEqual(['c1', 'c4']);
    expect(knockoutWinner(k)).toBeNull();
    k = drawNextRound(k, scriptedDice([2, 1]));
    expect(k.rounds[1]?.ties).toEqual([{ homeId: 'c4', awayId: 'c1', neutral: true, winnerId: null }]);
    k = recordTieWinner(k, { homeId: 'c4', awayId: 'c1' }, 'c1');
    expect(knockoutWinner(k)).toBe('c1');
    expect(knockoutRunnerUp(k)).toBe('c4');
    expect(() => drawNextRound(k, seededDice(1))).toThrow(/over/);
  });

  it('GIVEN a result for a tie that is not in the latest round, played twice, or won by a stranger THEN it is refused', () => {
    const k = drawNextRound(newKnockout(clubs(4)), scriptedDice([3, 1, 2, 1]));
    expect(() => recordTieWinner(k, { homeId: 'c1', awayId: 'c3' }, 'c1')).toThrow(/not a tie/);
    expect(() => recordTieWinner(k, { homeId: 'c3', awayId: 'c1' }, 'c2')).toThrow(/not in the tie/);
    const played = recordTieWinner(k, { homeId: 'c3', awayId: 'c1' }, 'c3');
    expect(() => recordTieWinner(played, { homeId: 'c3', awayId: 'c1' }, 'c3')).toThrow(/already played/);
    expect(k.rounds[0]?.ties[0]?.winnerId).toBeNull();
  });

  it('GIVEN fewer than two clubs THEN there is no knockout', () => {
    expect(() => newKnockout(['c1'])).toThrow(/at least two/);
  });

  it('GIVEN the 32-club cup and any seeds THEN five rounds of 16, 8, 4, 2 and 1 ties, each club once a round, no byes, one winner', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (drawSeed, resultSeed) => {
        const results = seededDice(resultSeed);
        const k = playKnockout(clubs(32), seededDice(drawSeed), (tie) => (results.roll(2) === 1 ? tie.homeId : tie.awayId));
        expect(k.rounds.map((r) => r.ties.length)).toEqual([16, 8, 4, 2, 1]);
        checkKnockout(k, clubs(32));
      }),
      { numRuns: 100 },
    );
  });

  it('GIVEN any field from 2 to 40 clubs and any seed THEN byes only in the first round and only as many as needed, and one winner', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer(), (n, seed) => {
        const dice = seededDice(seed);
        checkKnockout(
          playKnockout(clubs(n), dice, (tie) => (dice.roll(2) === 1 ? tie.homeId : tie.awayId)),
          clubs(n),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('GIVEN the same seed and results THEN the same knockout', () => {
    const play = () => playKnockout(clubs(32), seededDice(3), (tie) => tie.awayId);
    expect(play()).toEqual(play());
  });

  const names: [round: number, rounds: number, name: string][] = [
    [1, 5, 'round 1'],
    [2, 5, 'round 2'],
    [3, 5, 'quarter-final'],
    [4, 5, 'semi-final'],
    [5, 5, 'final'],
    [1, 4, 'round 1'],
    [2, 4, 'quarter-final'],
    [1, 1, 'final'],
  ];
  it.each(names)('GIVEN round %i of %i THEN it is the %s', (round, rounds, name) => {
    expect(roundName(round, rounds)).toBe(name);
  });

  it('GIVEN a round outside the knockout THEN it has no name', () => {
    expect(() => roundName(6, 5)).toThrow(/no round 6/);
    expect(() => roundName(0, 5)).toThrow(/no round 0/);
  });
});
