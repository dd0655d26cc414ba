import { describe, expect, it } from 'vitest';
import { lastOf } from '../../support/detailed-events.js';
import { AWAY_STILL, HOME_STILL, roll, scriptedMatch, testCard, testTeam } from '../../support/detailed-cards.js';

/**
 * Assists (docs/rules.md, "Assists"): the P+ (and P*) player of the move, the
 * winner of the corner, free kick or ball the goal came from, and otherwise
 * the man who kept the ball for his side on the turn before (build-up).
 */

const NO_STOP = 20;
/** A shot that is not stopped, is on target (11) and reads 85 on the keeper's On column: a goal. */
const GOAL = roll(NO_STOP, 11, 8, 5);
const shooter = () => testCard({ attack: [{ reading: 'Sh?', from: 25, to: 25 }], on: 36 });

describe('Build-up', () => {
  it('GIVEN No. 1 keeps the ball on a P and No. 2 scores on the next turn THEN No. 1 has the assist', () => {
    const { match } = scriptedMatch(testTeam('home', [testCard(), shooter()]), testTeam('away'), [
      ...roll(HOME_STILL, 55, 1),
      ...roll(HOME_STILL, 25, 2),
      ...GOAL,
    ]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-goal')).toMatchObject({ scorerId: 'home-2', assistId: 'home-1', assisted: true });
  });

  it("GIVEN a defender fails to tackle No. 1 (a defensive P) THEN No. 1 kept the ball and assists the next turn's goal", () => {
    const { match } = scriptedMatch(testTeam('home', [testCard(), shooter()]), testTeam('away'), [
      ...roll(HOME_STILL, 72, 1),
      ...roll(HOME_STILL, 25, 2),
      ...GOAL,
    ]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-goal')).toMatchObject({ scorerId: 'home-2', assistId: 'home-1', assisted: true });
  });

  it('GIVEN the visitors had the ball in between THEN the goal is a solo goal', () => {
    const { match } = scriptedMatch(testTeam('home', [testCard(), shooter()]), testTeam('away'), [
      ...roll(HOME_STILL, 55, 1),
      ...roll(AWAY_STILL, 55, 1),
      ...roll(HOME_STILL, 25, 2),
      ...GOAL,
    ]);
    for (let i = 0; i < 3; i++) match.turn();
    expect(lastOf(match.events, 'detailed-goal')).toMatchObject({ scorerId: 'home-2', assistId: null, assisted: false });
  });

  it('GIVEN the scorer kept the ball himself on the turn before THEN nobody assists', () => {
    const { match } = scriptedMatch(testTeam('home', [testCard(), shooter()]), testTeam('away'), [
      ...roll(HOME_STILL, 55, 2),
      ...roll(HOME_STILL, 25, 2),
      ...GOAL,
    ]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-goal')).toMatchObject({ scorerId: 'home-2', assisted: false });
  });
});

describe('Winning the ball', () => {
  it("GIVEN an away defender tackles THEN a team-mate's goal on the next turn is his assist", () => {
    const away = testTeam('away', [testCard({ defence: [{ reading: 'Tkl', from: 71, to: 71 }] }), shooter()]);
    const { match } = scriptedMatch(testTeam('home'), away, [...roll(HOME_STILL, 71, 1, 1), ...roll(HOME_STILL, 25, 2), ...GOAL]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-goal')).toMatchObject({ side: 'away', scorerId: 'away-2', assistId: 'away-1', assisted: true });
  });
});

describe('Anonymous players', () => {
  it("GIVEN a non-player side's anonymous players THEN their goals can be assisted, with no id to credit", () => {
    const anonymous = testTeam('home', [
      testCard({ playerId: null }),
      testCard({ playerId: null, attack: [{ reading: 'Sh?', from: 25, to: 25 }], on: 36 }),
    ]);
    const { match } = scriptedMatch(anonymous, testTeam('away'), [...roll(HOME_STILL, 55, 1), ...roll(HOME_STILL, 25, 2), ...GOAL]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-goal')).toMatchObject({ scorerId: null, assistId: null, assisted: true });
  });

  it('GIVEN an anonymous player who kept the ball and scores on the next turn THEN it is not his own assist', () => {
    const anonymous = testTeam('home', [
      testCard({ playerId: null }),
      testCard({ playerId: null, attack: [{ reading: 'Sh?', from: 25, to: 25 }], on: 36 }),
    ]);
    const { match } = scriptedMatch(anonymous, testTeam('away'), [...roll(HOME_STILL, 55, 2), ...roll(HOME_STILL, 25, 2), ...GOAL]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-goal')).toMatchObject({ assisted: false });
  });
});
