import { describe, expect, it } from 'vitest';
import { lastOf, quietMinutes } from '../../support/detailed-events.js';
import { HOME_STILL, benchKeeper, roll, scriptedMatch, testCard, testKeeper, testTeam } from '../../support/detailed-cards.js';
import type { KeeperOnReading } from '../../../src/engine/detailed/cards.js';

/** Net Results Soccer, "Defensive rolls off of player cards (68-88)" and "Keeper Readings". */

const NO_STOP = 20;
const carded = (cd = {}, extra = {}) =>
  testTeam('away', [testCard({ defence: [{ reading: 'Cd', from: 68, to: 68 }], cd: { red: 'never', star: false, ...cd }, ...extra })]);

describe('Cd', () => {
  it('GIVEN a Cd on a yellow card THEN he is booked, the foul is his and the other side has a free kick', () => {
    const { match } = scriptedMatch(testTeam('home'), carded(), roll(HOME_STILL, 68));
    match.turn();
    expect(lastOf(match.events, 'detailed-card')).toMatchObject({ playerId: 'away-1', colour: 'yellow', second: false });
    expect(lastOf(match.events, 'detailed-foul')).toMatchObject({ foulerId: 'away-1', cause: 'card' });
    expect(match.stats.away.yellowCards).toBe(1);
    expect(match.situation().players['away-1']).toMatchObject({ yellowCards: 1 });
    expect(match.situation().next).toMatchObject({ side: 'home', special: 'free-kick' });
  });

  it('GIVEN a Cd on a red card THEN he is sent off and his place is empty', () => {
    const { match } = scriptedMatch(testTeam('home'), carded({ red: 'always' }), roll(HOME_STILL, 68));
    match.turn();
    expect(lastOf(match.events, 'detailed-card')).toMatchObject({ colour: 'red' });
    expect(match.situation().teams.away.pitch[0]).toBeNull();
  });

  it('GIVEN a 32Red and a fresh 2d8 of 32 THEN it is a red card', () => {
    const { match } = scriptedMatch(testTeam('home'), carded({ red: 32 }), [...roll(HOME_STILL, 68), 3, 2]);
    match.turn();
    expect(lastOf(match.events, 'detailed-card')).toMatchObject({ colour: 'red', redRoll: 32, redUpTo: 32 });
  });

  it('GIVEN a 32Red and a fresh 2d8 of 33 THEN it is a yellow card', () => {
    const { match } = scriptedMatch(testTeam('home'), carded({ red: 32 }), [...roll(HOME_STILL, 68), 3, 3]);
    match.turn();
    expect(lastOf(match.events, 'detailed-card')).toMatchObject({ colour: 'yellow', redRoll: 33 });
  });
});

describe('Second yellow cards, played', () => {
  // A card in the 10th minute, another Cd in the 30th: a 1-10 chance on the d20.
  const script = (secondD20: number) => [...quietMinutes(9), ...roll(HOME_STILL, 68), ...quietMinutes(20), ...roll(HOME_STILL, 68), secondD20];

  it('GIVEN a card in the 10th minute and a Cd in the 30th with a d20 of 10 THEN it is a second yellow and he is off', () => {
    const { match } = scriptedMatch(testTeam('home'), carded(), script(10));
    for (let i = 0; i < 31; i++) match.turn();
    expect(lastOf(match.events, 'detailed-card')).toMatchObject({ colour: 'red', second: true, secondRoll: 10, secondChance: 10, minute: 30 });
    expect(match.situation().teams.away.pitch[0]).toBeNull();
    expect(match.stats.away.yellowCards).toBe(2);
    expect(match.stats.away.redCards).toBe(1);
  });

  it('GIVEN the same and a d20 of 11 THEN there is no card but the foul is his', () => {
    const { match } = scriptedMatch(testTeam('home'), carded(), script(11));
    for (let i = 0; i < 31; i++) match.turn();
    expect(match.events.filter((e) => e.type === 'detailed-card')).toHaveLength(1);
    expect(lastOf(match.events, 'detailed-foul')).toMatchObject({ foulerId: 'away-1', cause: 'second-yellow-let-off' });
    expect(match.stats.away.fouls).toBe(2);
  });

  it('GIVEN a * player booked a minute earlier and a d20 of 10 THEN he still goes', () => {
    const { match } = scriptedMatch(testTeam('home'), carded({ star: true }), [...roll(HOME_STILL, 68), ...roll(HOME_STILL, 68), 10]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-card')).toMatchObject({ second: true, secondChance: 10 });
  });
});

describe('Tkl, Int, IS?, OG, P', () => {
  it.each(['Tkl', 'Int'] as const)('GIVEN a %s THEN the defending side has the ball next turn', (reading) => {
    const away = testTeam('away', [testCard({ defence: [{ reading, from: 71, to: 71 }] })]);
    const { match } = scriptedMatch(testTeam('home'), away, roll(HOME_STILL, 71));
    match.turn();
    expect(lastOf(match.events, 'detailed-turnover')).toMatchObject({ side: 'away', kind: reading, playerId: 'away-1' });
    expect(match.situation().next).toMatchObject({ side: 'away' });
  });

  it('GIVEN an IS? THEN the interceptor shoots and the offensive d10 names the man who may stop him', () => {
    const away = testTeam('away', [testCard({ defence: [{ reading: 'IS?', from: 72, to: 72 }], on: 36 })]);
    const home = testTeam('home', [null, null, testCard({ d: 5 })]);
    const { match } = scriptedMatch(home, away, [...roll(HOME_STILL, 72, 3, 1), ...roll(NO_STOP, 11, 7, 10)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({
      side: 'away',
      source: 'IS?',
      shooterId: 'away-1',
      stopperId: 'home-3',
      result: 'Goal',
    });
    expect(match.situation().awayGoals).toBe(1);
  });

  it('GIVEN an IS? that is stopped THEN it is a P: nobody keeps the ball', () => {
    const away = testTeam('away', [testCard({ defence: [{ reading: 'IS?', from: 72, to: 72 }] })]);
    const home = testTeam('home', [testCard({ d: 5, dSteal: true })]);
    const { match } = scriptedMatch(home, away, [...roll(HOME_STILL, 72, 1, 1), ...roll(5, 11, 7, 10)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ stopped: true });
    expect(match.situation().next).toBeNull();
  });

  it('GIVEN an OG THEN the other side scores and he is credited with the own goal', () => {
    const away = testTeam('away', [testCard({ defence: [{ reading: 'OG', from: 73, to: 73 }] })]);
    const { match } = scriptedMatch(testTeam('home'), away, roll(HOME_STILL, 73));
    match.turn();
    expect(lastOf(match.events, 'detailed-goal')).toMatchObject({ side: 'home', scorerId: 'away-1', ownGoal: true });
    expect(match.situation().players['away-1']).toMatchObject({ ownGoals: 1, goals: 0 });
  });

  it('GIVEN a defensive P THEN nothing happens', () => {
    const { match } = scriptedMatch(testTeam('home'), testTeam('away'), roll(HOME_STILL, 88));
    match.turn();
    expect(match.events).toHaveLength(1);
  });
});

describe('Keeper On (Sv+) readings', () => {
  const column = testKeeper({
    on: [
      { reading: 'Counter', from: 1, to: 10 },
      { reading: 'Card', from: 21, to: 21 },
      { reading: 'Own goal', from: 22, to: 22 },
      { reading: 'Fouled', from: 23, to: 23 },
      { reading: 'Corner', from: 24, to: 24 },
      { reading: 'Reb. Sh', from: 25, to: 25 },
      { reading: 'Injury', from: 26, to: 26 },
      { reading: 'Goal', from: 70, to: 100 },
    ],
  });
  const shot = (value: number, after: number[] = []) => {
    const home = testTeam('home', [testCard({ attack: [{ reading: 'Sh?', from: 43, to: 43 }], on: 36 })]);
    const away = testTeam('away', [], column, [benchKeeper('away-gk2')]);
    const tens = Math.floor(value / 10) || 10;
    const ones = value % 10 || 10;
    return scriptedMatch(home, away, [...roll(HOME_STILL, 43), ...roll(NO_STOP, 11, tens, ones), ...after]);
  };
  const read = (value: number, after: number[] = []) => {
    const { match } = shot(value, after);
    match.turn();
    expect(match.events.find((e) => e.type === 'detailed-shot')).toMatchObject({
      value,
      result: column.onColumn.readings[value - 1] as KeeperOnReading,
    });
    return match;
  };

  it("GIVEN Counter THEN a save and the keeper's side has the ball next turn", () => {
    const match = read(5);
    expect(match.stats.away.saves).toBe(1);
    expect(match.situation().next).toMatchObject({ side: 'away' });
  });

  it('GIVEN Normal THEN a save and the d20 decides the next turn', () => {
    const match = read(15);
    expect(match.stats.away.saves).toBe(1);
    expect(match.situation().next).toBeNull();
  });

  it('GIVEN Card THEN a save and the keeper is booked', () => {
    const match = read(21);
    expect(lastOf(match.events, 'detailed-card')).toMatchObject({ playerId: 'away-gk', keeper: true, colour: 'yellow' });
  });

  it('GIVEN Own goal THEN the shooting side scores off the keeper', () => {
    const match = read(22);
    expect(lastOf(match.events, 'detailed-goal')).toMatchObject({ side: 'home', scorerId: 'away-gk', ownGoal: true });
  });

  it("GIVEN Fouled THEN the keeper's side's d10 names the shooting side's fouler", () => {
    const match = read(23);
    expect(lastOf(match.events, 'detailed-foul')).toMatchObject({ side: 'home', foulerId: 'home-3', fouledId: 'away-gk', cause: 'keeper-fouled' });
    expect(match.situation().next).toMatchObject({ side: 'away', special: 'free-kick' });
  });

  it('GIVEN Corner THEN the shooting side has a corner', () => {
    const match = read(24);
    expect(match.stats.home.corners).toBe(1);
    expect(match.situation().next).toMatchObject({ side: 'home', special: 'corner' });
  });

  it('GIVEN Reb. Sh THEN the same player shoots again, a timed shot', () => {
    const match = read(25, roll(1, 11, 7, 10));
    const shots = match.events.filter((e) => e.type === 'detailed-shot');
    expect(shots).toHaveLength(2);
    expect(shots[1]).toMatchObject({ source: 'rebound', shooterId: 'home-1', result: 'Goal' });
    expect(match.situation().minute).toBe(2);
  });

  it('GIVEN Injury with a d20 of 14 and a d10 of 0 THEN the visiting keeper is hurt and his substitute comes on', () => {
    const match = read(26, [14, 10]);
    expect(lastOf(match.events, 'detailed-injury')).toMatchObject({ side: 'away', keeper: true, playerId: 'away-gk' });
    expect(lastOf(match.events, 'detailed-substitution')).toMatchObject({ onId: 'away-gk2', reason: 'injury' });
    expect(match.situation().teams.away.keeper.card.playerId).toBe('away-gk2');
  });

  it('GIVEN Injury to a keeper with no keeper on the bench THEN the ironman is not hurt', () => {
    const home = testTeam('home', [testCard({ attack: [{ reading: 'Sh?', from: 43, to: 43 }] })]);
    const { match } = scriptedMatch(home, testTeam('away', [], column), [...roll(HOME_STILL, 43), ...roll(NO_STOP, 11, 2, 6), 14, 10]);
    match.turn();
    expect(lastOf(match.events, 'detailed-injury')).toBeUndefined();
  });

  it('GIVEN Injury with a d20 of 3 and a d10 of 4 THEN home No. 4 is hurt; with no bench his side is a man short', () => {
    const match = read(26, [3, 4]);
    expect(lastOf(match.events, 'detailed-injury')).toMatchObject({ side: 'home', playerId: 'home-4', keeper: false });
    expect(match.situation().teams.home.pitch[3]).toBeNull();
  });

  it('GIVEN Goal THEN the shooting side scores', () => {
    const match = read(77);
    expect(match.situation().homeGoals).toBe(1);
    expect(match.situation().players['home-1']).toMatchObject({ goals: 1 });
  });
});

describe('Keeper Off readings', () => {
  const offShot = (value: number) => {
    const home = testTeam('home', [testCard({ attack: [{ reading: 'Sh?', from: 43, to: 43 }], on: 11 })]);
    const { match } = scriptedMatch(home, testTeam('away'), [
      ...roll(HOME_STILL, 43),
      ...roll(NO_STOP, 88, Math.floor(value / 10) || 10, value % 10 || 10),
    ]);
    match.turn();
    return match;
  };

  it("GIVEN Counter THEN the keeper's side has the ball next turn", () => {
    expect(offShot(12).situation().next).toMatchObject({ side: 'away', special: null });
  });

  it('GIVEN Normal THEN the d20 decides the next turn', () => {
    expect(offShot(55).situation().next).toBeNull();
  });

  it('GIVEN Corner THEN the shooting side has a corner', () => {
    expect(offShot(95).stats.home.corners).toBe(1);
  });
});
