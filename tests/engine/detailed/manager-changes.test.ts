import { describe, expect, it } from 'vitest';
import { CHANGES, chooseChange, type ChangeSituation } from '../../../src/engine/detailed/manager-changes.js';
import type { Team } from '../../../src/engine/detailed/match-teams.js';
import { DetailedMatch } from '../../../src/engine/detailed/detailed-match.js';
import { benchPlayer, roll, testCard, testTeam, HOME_STILL } from '../../support/detailed-cards.js';
import { scriptedDice } from '../../support/scripted-dice.js';
import { lastOf } from '../../support/detailed-events.js';

/** House rule (docs/rules.md, "Substitutions"): the changes a side makes of its own accord. */

const at = (over: Partial<ChangeSituation> = {}): ChangeSituation => ({
  minute: 70,
  goalsFor: 0,
  goalsAgainst: 0,
  left: 3,
  allowed: 3,
  enAdjust: 0,
  ...over,
});

/** Defenders 1-4 (En 90), midfielders 5-8 (En 85), forwards 9-10 (En 88); a defender, a midfielder and a forward on the bench. */
function side(): Team {
  const line = (l: 'D' | 'M' | 'A', en: number) => testCard({ line: l, en });
  return testTeam(
    'home',
    [
      line('D', 90),
      line('D', 90),
      line('D', 90),
      line('D', 90),
      line('M', 86),
      line('M', 85),
      line('M', 86),
      line('M', 86),
      line('A', 88),
      line('A', 88),
    ],
    undefined,
    [benchPlayer('sd', testCard({ line: 'D' })), benchPlayer('sm', testCard({ line: 'M' })), benchPlayer('sa', testCard({ line: 'A' }))],
  );
}
const ids = (change: ReturnType<typeof chooseChange>) => change && { off: change.off.card.playerId, on: change.on.playerId, reason: change.reason };

describe("Changes of the side's own accord", () => {
  it('GIVEN a tired player before the hour THEN no change is made', () => {
    const team = side();
    team.pitch[4]!.tired = true;
    expect(chooseChange(team, at({ minute: CHANGES.fromMinute - 1 }))).toBeNull();
  });

  it('GIVEN a booked midfielder at half-time THEN he is taken off before a second yellow; before the 46th nobody is', () => {
    const team = side();
    team.pitch[5]!.yellowMinute = 30;
    expect(chooseChange(team, at({ minute: CHANGES.bookedFromMinute - 1 }))).toBeNull();
    expect(ids(chooseChange(team, at({ minute: CHANGES.bookedFromMinute })))).toEqual({ off: 'home-6', on: 'sm', reason: 'booked' });
  });

  it('GIVEN a player left on tired after an endurance check THEN he is replaced from his own line', () => {
    const team = side();
    team.pitch[4]!.tired = true;
    expect(ids(chooseChange(team, at({ minute: 60 })))).toEqual({ off: 'home-5', on: 'sm', reason: 'tired' });
  });

  it("GIVEN a starter past his En THEN he is taken off as tired; the visitors' En counts 10 sooner under home advantages", () => {
    const team = side();
    expect(ids(chooseChange(team, at({ minute: 85 })))).toEqual({ off: 'home-6', on: 'sm', reason: 'tired' });
    expect(ids(chooseChange(team, at({ minute: 75, enAdjust: -10 })))).toEqual({ off: 'home-6', on: 'sm', reason: 'tired' });
  });

  it('GIVEN a booked defender THEN a defender comes on for him', () => {
    const team = side();
    team.pitch[2]!.yellowMinute = 30;
    expect(ids(chooseChange(team, at({ minute: 60 })))).toEqual({ off: 'home-3', on: 'sd', reason: 'booked' });
  });

  it('GIVEN the side behind THEN a forward comes on for a defender', () => {
    expect(ids(chooseChange(side(), at({ minute: 60, goalsAgainst: 1 })))).toEqual({ off: 'home-1', on: 'sa', reason: 'chasing' });
  });

  it('GIVEN one substitution left THEN it is kept for an injury until the 80th minute', () => {
    const team = side();
    team.pitch[4]!.tired = true;
    expect(chooseChange(team, at({ minute: CHANGES.keepOneUntil - 1, left: 1 }))).toBeNull();
    expect(ids(chooseChange(team, at({ minute: CHANGES.keepOneUntil, left: 1 })))).toEqual({ off: 'home-5', on: 'sm', reason: 'tired' });
  });

  it.each([
    [3, 0, 65],
    [3, 1, 75],
    [5, 0, 62],
    [5, 3, 80],
  ])('GIVEN %i substitutions with %i made THEN fresh legs come on from minute %i for the starter nearest his En', (allowed, made, minute) => {
    const situation = { allowed, left: allowed - made };
    expect(chooseChange(side(), at({ ...situation, minute: minute - 1 }))).toBeNull();
    expect(ids(chooseChange(side(), at({ ...situation, minute })))).toEqual({ off: 'home-6', on: 'sm', reason: 'fresh-legs' });
  });

  it('GIVEN nobody suitable on the bench THEN no change is made', () => {
    const team = side();
    team.bench = [];
    team.pitch[4]!.tired = true;
    expect(chooseChange(team, at({ minute: 70, goalsAgainst: 2 }))).toBeNull();
  });
});

/** A match on scripted dice whose period starts at `minute` (its first minute played is `minute`). */
function fromMinute(minute: number, home: Team, away: Team, rolls: number[]) {
  const match = new DetailedMatch(home, away, scriptedDice(rolls));
  match.beginPeriod({ kind: 'second-half', start: minute - 1, length: 91 - minute });
  return { match };
}

describe('Own changes in a match', () => {
  it('GIVEN a booked defender after the hour THEN he is taken off at the next dead ball, and not before', () => {
    const home = side();
    const away = testTeam('away', [testCard({ attack: [{ reading: 'Off', from: 11, to: 11 }] })]);
    home.pitch[0]!.yellowMinute = 20;
    const { match } = fromMinute(66, home, away, [...roll(HOME_STILL, 55), ...roll(15, 11, 1, 1)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-substitution')).toBeUndefined();
    match.turn();
    expect(lastOf(match.events, 'detailed-substitution')).toMatchObject({ side: 'home', offId: 'home-1', onId: 'sd', reason: 'booked', minute: 66 });
  });

  it('GIVEN a standing instruction still to come THEN the side keeps a substitution for it', () => {
    const home = side();
    home.standing = [{ onId: 'sa', offId: 'home-9', fromMinute: 90, when: 'level' }];
    home.substitutions = 1;
    home.pitch[0]!.yellowMinute = 20;
    const { match } = fromMinute(70, home, testTeam('away', [testCard({ attack: [{ reading: 'Off', from: 11, to: 11 }] })]), roll(15, 11, 1, 1));
    match.turn();
    // Three allowed, one made, one kept for the instruction: the last is held for an injury until the 80th.
    expect(lastOf(match.events, 'detailed-substitution')).toBeUndefined();
  });
});
