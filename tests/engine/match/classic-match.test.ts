import { describe, expect, it } from 'vitest';
import { attackMinute, playClassicMatch } from '../../../src/engine/match/classic-match.js';
import type { MatchEvent } from '../../../src/engine/model/match-events.js';
import { playMatch } from '../../../src/engine/play-match.js';
import { seededDice } from '../../../src/engine/dice.js';
import { scriptedDice } from '../../support/scripted-dice.js';
import { constantDice, nonPlayerSide, playerSide } from './sides.js';

type Of<T extends MatchEvent['type']> = Extract<MatchEvent, { type: T }>;
const ofType = <T extends MatchEvent['type']>(events: MatchEvent[], type: T) => events.filter((e): e is Of<T> => e.type === type);

/** A 4-4-2 of 7s has D* 42 and A* 28; an away defence of 69 leaves it one shot. */
const ONE_SHOT_DEFENCE = 69;

describe('classic match: ratings and shots', () => {
  it('GIVEN a 4-4-2 of 7s at home to one THEN G 7, D 28, M 28, A 28+14, seven shots home and six away', () => {
    const events: MatchEvent[] = [];
    playClassicMatch(playerSide('h', '4-4-2'), playerSide('a', '4-4-2'), constantDice(1), events);
    const [start] = ofType(events, 'match-started');
    expect(start!.home).toMatchObject({ G: 7, D: 28, M: 28, A: 14, dStar: 42, aStar: 28, shots: 7 });
    expect(start!.away.shots).toBe(6);
  });

  it('GIVEN 7 home attacks and 5 away THEN H, A, H, A, H, A, H, A, H, A, H, H (rulebook example)', () => {
    const events: MatchEvent[] = [];
    // Home 28 − 42 → 7 shots; away 22 − 42 → 6, less one away.
    playClassicMatch(nonPlayerSide('H', 42, 28), nonPlayerSide('A', 42, 22), constantDice(1), events);
    expect(
      ofType(events, 'shot')
        .map((s) => s.clubId)
        .join(''),
    ).toBe('HAHAHAHAHAHH');
  });

  it('GIVEN a match THEN attack minutes rise from 1 to 90', () => {
    const minutes = Array.from({ length: 13 }, (_, i) => attackMinute(i, 13));
    expect(minutes[0]).toBeGreaterThanOrEqual(1);
    expect(minutes.at(-1)).toBeLessThanOrEqual(90);
    expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
    expect(new Set(minutes).size).toBe(13);
  });
});

describe('classic match: a shot', () => {
  it('GIVEN a midfield shot of 7+6−1 against a 6.5 keeper rolling 3 THEN a goal, assisted by the right forward', () => {
    const events: MatchEvent[] = [];
    // Line 4 (M); 5 is above the four midfielders, so again: 2; shot 6; keeper 3; assist 1 (forward), 4 (right).
    const dice = scriptedDice([4, 5, 2, 6, 3, 1, 4]);
    const out = playClassicMatch(playerSide('h', '4-4-2'), nonPlayerSide('a', ONE_SHOT_DEFENCE, 0), dice, events);
    const [shot] = ofType(events, 'shot');
    expect(shot).toMatchObject({
      line: 'M',
      lineRoll: 4,
      pickRolls: [5, 2],
      shooterId: 'm2',
      roll: 6,
      lineModifier: -1,
      total: 12,
      keeperRoll: 3,
      saveTotal: 9.5,
      saved: false,
    });
    const [goal] = ofType(events, 'goal');
    expect(goal).toMatchObject({ scorerId: 'm2', assistRoll: 1, assistLine: 'A', assistRolls: [4], assistId: 'a2' });
    expect(out).toMatchObject({ homeGoals: 1, awayGoals: 0, appeared: expect.arrayContaining(['g', 'a2']) });
    expect(out.goals).toEqual([{ clubId: 'h', minute: shot!.minute, scorerId: 'm2', assistId: 'a2' }]);
    expect(dice.remaining()).toBe(0);
  });

  it('GIVEN a shot total equal to the save total THEN it is saved', () => {
    const events: MatchEvent[] = [];
    // Forward (1), left (2): 7 + 3 = 10; keeper 6.5 + ... cannot tie a whole number, so use a 7 keeper side.
    playClassicMatch(playerSide('h', '4-4-2'), nonPlayerSide('a', ONE_SHOT_DEFENCE, 0, 7), scriptedDice([1, 2, 3, 3]), events);
    expect(ofType(events, 'shot')[0]).toMatchObject({ total: 10, saveTotal: 10, saved: true });
  });

  it('GIVEN a shot from defence THEN two come off the total', () => {
    const events: MatchEvent[] = [];
    // Line 6 (D), four defenders: 3; shot 6 → 7 + 6 − 2 = 11; keeper 6 → 12.5 saves.
    playClassicMatch(playerSide('h', '4-4-2'), nonPlayerSide('a', ONE_SHOT_DEFENCE, 0), scriptedDice([6, 3, 6, 6]), events);
    expect(ofType(events, 'shot')[0]).toMatchObject({ line: 'D', shooterId: 'd3', lineModifier: -2, total: 11, saved: true });
  });

  it.each([
    [1, 'a1'],
    [2, 'a1'],
    [3, 'a2'],
    [4, 'a2'],
    [5, 'a3'],
    [6, 'a3'],
  ])('GIVEN a 4-3-3 forward pick roll of %d THEN %s shoots', (roll, id) => {
    const events: MatchEvent[] = [];
    // 4-3-3 of 7s: A* 31.5; an away defence of 72.5 leaves one shot. Shot 1, keeper 6 saves.
    playClassicMatch(playerSide('h', '4-3-3'), nonPlayerSide('a', 72.5, -10), scriptedDice([1, roll, 1, 6]), events);
    expect(ofType(events, 'shot')[0]!.shooterId).toBe(id);
  });

  it.each([
    [1, 'a1'],
    [3, 'a1'],
    [4, 'a2'],
    [6, 'a2'],
  ])('GIVEN two forwards and a pick roll of %d THEN %s shoots', (roll, id) => {
    const events: MatchEvent[] = [];
    playClassicMatch(playerSide('h', '4-4-2'), nonPlayerSide('a', ONE_SHOT_DEFENCE, 0), scriptedDice([1, roll, 1, 6]), events);
    expect(ofType(events, 'shot')[0]!.shooterId).toBe(id);
  });

  it('GIVEN the forward who scored is picked to assist THEN the pick is rolled again', () => {
    const events: MatchEvent[] = [];
    // Forward, left (1); shot 6 → 13; keeper 1 → 7.5; assist forward (1): 2 is the scorer again, then 5.
    const dice = scriptedDice([1, 1, 6, 1, 1, 2, 5]);
    playClassicMatch(playerSide('h', '4-4-2'), nonPlayerSide('a', ONE_SHOT_DEFENCE, 0), dice, events);
    expect(ofType(events, 'goal')[0]).toMatchObject({ scorerId: 'a1', assistRolls: [2, 5], assistId: 'a2' });
    expect(dice.remaining()).toBe(0);
  });

  it('GIVEN a lone forward scores and the assist die shows a forward THEN no assist', () => {
    const events: MatchEvent[] = [];
    // 4-5-1 of 7s: A* 24.5, one shot against 65.5. Line 1 (A), lone forward; shot 6; keeper 1; assist 1.
    const dice = scriptedDice([1, 6, 1, 1]);
    const out = playClassicMatch(playerSide('h', '4-5-1'), nonPlayerSide('a', 65.5, 0), dice, events);
    expect(ofType(events, 'goal')[0]).toMatchObject({ scorerId: 'a1', assistRoll: 1, assistLine: null, assistId: null });
    expect(out.goals[0]!.assistId).toBeNull();
    expect(dice.remaining()).toBe(0);
  });

  it('GIVEN an assist die of 6 THEN a solo goal', () => {
    const events: MatchEvent[] = [];
    playClassicMatch(playerSide('h', '4-4-2'), nonPlayerSide('a', ONE_SHOT_DEFENCE, 0), scriptedDice([1, 1, 6, 1, 6]), events);
    expect(ofType(events, 'goal')[0]).toMatchObject({ assistRoll: 6, assistId: null });
  });

  it('GIVEN a youth-team filler scores THEN the goal has no scorer id', () => {
    const side = playerSide('h', '4-5-1');
    if (side.kind === 'player') side.slots.find((s) => s.line === 'A')!.playerId = null;
    const out = playClassicMatch(side, nonPlayerSide('a', 65.5, 0), scriptedDice([1, 6, 1, 6]), null);
    expect(out.goals[0]).toMatchObject({ scorerId: null });
    expect(out.appeared).not.toContain(null);
  });
});

describe('classic match: non-player teams', () => {
  it('GIVEN a Fourth Division non-player team away rolls 3 THEN its midfielder shoots at 6 and scores anonymously with no assist roll', () => {
    const events: MatchEvent[] = [];
    // Home 4-4-2 of 7s has 1 shot vs 69 (saved: forward 1, pick 1, shot 1, keeper 6);
    // away attack 7 vs D* 42: −35 → 3 shots, less one: 2. Then the away shot: line 3 (M), roll 5 → 11; keeper 1 → 8.
    const dice = scriptedDice([1, 1, 1, 6, 3, 5, 1, 3, 1, 6]);
    const out = playClassicMatch(playerSide('h', '4-4-2'), nonPlayerSide('a', ONE_SHOT_DEFENCE, 7), dice, events);
    const shots = ofType(events, 'shot');
    expect(shots[1]).toMatchObject({ clubId: 'a', line: 'M', rating: 6, roll: 5, total: 11, shooterKind: 'anonymous', saved: false });
    expect(ofType(events, 'goal')[0]).toMatchObject({ scorerId: null, assistRoll: null, scorerKind: 'anonymous' });
    expect(out.awayGoals).toBe(1);
    expect(dice.remaining()).toBe(0);
  });

  it('GIVEN a non-player team at home rolls 3 THEN a forward shoots', () => {
    const events: MatchEvent[] = [];
    playClassicMatch(nonPlayerSide('h', 100, 0, 6.5, 0), nonPlayerSide('a', 100, 0), scriptedDice([3, 1, 6]), events);
    expect(ofType(events, 'shot')[0]).toMatchObject({ line: 'A', rating: 10 });
  });
});

describe('classic match: tactical decisions', () => {
  it('GIVEN Rebound always in a 4-3-3 with two shots THEN the first shot gets +2 and the second is paid', () => {
    const events: MatchEvent[] = [];
    const home = playerSide('h', '4-3-3', 7, { rebound: { when: 'always', fromMinute: 1 } });
    // A* 31.5 against 71.5: −40 → 2 shots. Forward, left; shot 1 → 7 + 1 + 2 = 10; keeper 4 → 10.5 saves.
    const dice = scriptedDice([1, 1, 1, 4]);
    playClassicMatch(home, nonPlayerSide('a', 71.5, -10), dice, events);
    const shots = ofType(events, 'shot');
    expect(shots).toHaveLength(1);
    expect(shots[0]).toMatchObject({ rebound: true, total: 10, shotsLeft: 0 });
    expect(dice.remaining()).toBe(0);
  });

  it('GIVEN Rebound in a 4-4-2 THEN it is not applied', () => {
    const events: MatchEvent[] = [];
    const home = playerSide('h', '4-4-2', 7, { rebound: { when: 'always', fromMinute: 1 } });
    playClassicMatch(home, nonPlayerSide('a', 68, -10, 7), constantDice(1), events);
    expect(ofType(events, 'shot').every((s) => !s.rebound)).toBe(true);
    expect(ofType(events, 'shot')).toHaveLength(2);
  });

  it('GIVEN Rebound when behind and the score level THEN no Rebound', () => {
    const events: MatchEvent[] = [];
    const home = playerSide('h', '4-3-3', 7, { rebound: { when: 'behind', fromMinute: 1 } });
    playClassicMatch(home, nonPlayerSide('a', 71.5, -10, 7), constantDice(1), events);
    expect(ofType(events, 'shot').map((s) => s.rebound)).toEqual([false, false]);
  });

  it('GIVEN Rebound from the 60th minute THEN shots before it get no +2', () => {
    const events: MatchEvent[] = [];
    const home = playerSide('h', '4-3-3', 7, { rebound: { when: 'always', fromMinute: 60 } });
    playClassicMatch(home, nonPlayerSide('a', 71.5, -10, 7), constantDice(1), events);
    const shots = ofType(events, 'shot');
    expect(shots[0]!.minute).toBeLessThan(60);
    expect(shots.map((s) => s.rebound)).toEqual([false, false]);
  });

  it('GIVEN Backs to the wall in a 4-5-1 with two shots to spare THEN the opponent goal is cancelled, once', () => {
    const events: MatchEvent[] = [];
    const home = playerSide('h', '4-5-1', 7, { backsToTheWall: { when: 'always', fromMinute: 1 } });
    // Home A* 24.5 vs 56.5 → 3 shots; away 7.5 vs D* 45.5 → 2, less one → 1.
    // Home: forward (1), shot 1 → 8; keeper 2 → 8.5 saves. Away: forward (1), 7 + 6 = 13; keeper 1 → 8: goal.
    const dice = scriptedDice([1, 1, 2, 1, 6, 1]);
    const out = playClassicMatch(home, nonPlayerSide('a', 56.5, 7.5), dice, events);
    expect(ofType(events, 'goal-cancelled')[0]).toMatchObject({ clubId: 'a', byClubId: 'h', shotsLeft: 0, awayGoals: 0 });
    expect(out).toMatchObject({ homeGoals: 0, awayGoals: 0, goals: [] });
    expect(dice.remaining()).toBe(0);
  });

  it('GIVEN Backs to the wall already used THEN the next goal stands', () => {
    const events: MatchEvent[] = [];
    const home = playerSide('h', '5-4-1', 7, { backsToTheWall: { when: 'always', fromMinute: 1 } });
    // 5-4-1 of 7s: D* 49, A* 21. Away attack 17 → −32 → 3, less one → 2. Home vs 52 → −31 → 3 shots.
    // Home: forward (1), shot 1, keeper 6: saved. Away: forward (1), 6, keeper 1: goal, cancelled (home pays 1 + its last).
    // Away: forward (1), 6, keeper 1: goal, stands.
    const dice = scriptedDice([1, 1, 6, 1, 6, 1, 1, 6, 1]);
    const out = playClassicMatch(home, nonPlayerSide('a', 52, 17), dice, events);
    expect(ofType(events, 'goal-cancelled')).toHaveLength(1);
    expect(out.awayGoals).toBe(1);
  });
});

describe('playMatch', () => {
  it('GIVEN the classic engine THEN the same dice give the same match as the classic engine alone', () => {
    const a = playMatch(playerSide('h', '4-4-2'), playerSide('a', '3-4-3'), seededDice(11), { engine: 'classic' });
    const b = playClassicMatch(playerSide('h', '4-4-2'), playerSide('a', '3-4-3'), seededDice(11), null);
    expect(a).toEqual(b);
  });
});
