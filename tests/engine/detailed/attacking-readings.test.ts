import { describe, expect, it } from 'vitest';
import { lastOf } from '../../support/detailed-events.js';
import { AWAY_STILL, HOME_STILL, roll, scriptedMatch, testCard, testKeeper, testTeam } from '../../support/detailed-cards.js';

/** Net Results Soccer, "Offensive rolls off of player cards (11-67)", played through whole turns. */

const NO_STOP = 20;

describe('Cr', () => {
  const home = () =>
    testTeam('home', [
      testCard({
        attack: [
          { reading: 'Cr', from: 11, to: 11 },
          { reading: 'Sh?', from: 12, to: 12 },
        ],
        gl: 0,
      }),
    ]);

  it('GIVEN a Cr reading THEN the side has a corner and keeps the ball for the next turn', () => {
    const { match } = scriptedMatch(home(), testTeam('away'), roll(HOME_STILL, 11));
    match.turn();
    expect(match.stats.home.corners).toBe(1);
    expect(lastOf(match.events, 'detailed-corner')).toMatchObject({ side: 'home', playerId: 'home-1', from: 'card' });
    expect(match.situation().next).toMatchObject({ side: 'home', special: 'corner' });
  });

  it('GIVEN a shot on net from a home corner THEN its GL is +20, and a d10 pair of 50 becomes 70, a goal', () => {
    const { match, dice } = scriptedMatch(home(), testTeam('away'), [...roll(HOME_STILL, 11), ...roll(AWAY_STILL, 12), ...roll(NO_STOP, 11, 5, 10)]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ special: 'corner', gl: 20, value: 70, result: 'Goal', onTarget: true });
    expect(match.situation().homeGoals).toBe(1);
    expect(dice.remaining()).toBe(0);
  });

  it('GIVEN the turn after the corner THEN play returns to the d20', () => {
    const { match } = scriptedMatch(home(), testTeam('away'), [...roll(HOME_STILL, 11), ...roll(AWAY_STILL, 55), ...roll(AWAY_STILL, 55)]);
    match.turn();
    match.turn();
    expect(match.situation().next).toBeNull();
  });
});

describe('Fld and Fld1-5', () => {
  it('GIVEN a Fld reading THEN the defender on the white d10 commits the foul and the side has a free kick (+10 GL at home)', () => {
    const home = testTeam('home', [
      testCard({
        attack: [
          { reading: 'Fld', from: 14, to: 14 },
          { reading: 'Sh?', from: 15, to: 15 },
        ],
      }),
    ]);
    const { match } = scriptedMatch(home, testTeam('away'), [...roll(HOME_STILL, 14, 1, 3), ...roll(AWAY_STILL, 15), ...roll(NO_STOP, 11, 5, 10)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-foul')).toMatchObject({ side: 'away', foulerId: 'away-3', fouledId: 'home-1', cause: 'Fld' });
    expect(match.stats.away.fouls).toBe(1);
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ special: 'free-kick', gl: 10, value: 60 });
  });

  it('GIVEN a visiting free kick THEN the GL is +5', () => {
    const away = testTeam('away', [
      testCard({
        attack: [
          { reading: 'Fld', from: 14, to: 14 },
          { reading: 'Sh?', from: 15, to: 15 },
        ],
      }),
    ]);
    const { match } = scriptedMatch(testTeam('home'), away, [...roll(AWAY_STILL, 14), ...roll(HOME_STILL, 15), ...roll(NO_STOP, 11, 5, 10)]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ side: 'away', special: 'free-kick', gl: 5 });
  });

  it.each([
    ['Fld3', 2, false],
    ['Fld3', 3, true],
    ['Fld1', 0, false],
    ['Fld1', 1, true],
    ['Fld5', 4, false],
    ['Fld5', 5, true],
  ] as const)('GIVEN %s against a defender with Fls %i THEN a foul is %s', (reading, fls, foul) => {
    const home = testTeam('home', [testCard({ attack: [{ reading, from: 16, to: 16 }] })]);
    const away = testTeam('away', [testCard({ fls })]);
    const { match } = scriptedMatch(home, away, roll(HOME_STILL, 16, 1, 1));
    match.turn();
    expect(match.stats.away.fouls).toBe(foul ? 1 : 0);
    expect(match.situation().next?.side ?? null).toBe(foul ? 'home' : null);
  });
});

describe('PK', () => {
  const home = () => testTeam('home', [testCard({ attack: [{ reading: 'PK', from: 22, to: 22 }], pk: 62 })]);
  const szczesny = () => testTeam('away', [], testKeeper({ pkAdjust: -10 }));

  it('GIVEN Van Persie PK 62 against a -10 keeper and a re-roll of 52 THEN it is a goal', () => {
    const { match } = scriptedMatch(home(), szczesny(), [...roll(HOME_STILL, 22), 5, 2]);
    match.turn();
    expect(lastOf(match.events, 'detailed-penalty')).toMatchObject({ roll: 52, target: 52, result: 'goal', takerId: 'home-1' });
    expect(match.situation().homeGoals).toBe(1);
  });

  it('GIVEN the same PK and a re-roll of 53 THEN the odd miss is saved and the next turn reads the On column', () => {
    const { match } = scriptedMatch(home(), szczesny(), [...roll(HOME_STILL, 22), 5, 3, ...roll(AWAY_STILL, 55, 1, 5)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-penalty')).toMatchObject({ roll: 53, result: 'saved' });
    expect(match.stats.away.saves).toBe(1);
    match.turn();
    expect(lastOf(match.events, 'detailed-penalty-follow-up')).toMatchObject({ column: 'on', value: 15, result: 'Normal' });
    expect(match.situation().homeGoals).toBe(0);
  });

  it('GIVEN a saved PK whose follow-up reads Goal THEN it is a rebound shot for the taker', () => {
    const { match } = scriptedMatch(home(), szczesny(), [...roll(HOME_STILL, 22), 5, 3, ...roll(AWAY_STILL, 55, 8, 1), ...roll(NO_STOP, 11, 9, 9)]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ source: 'rebound', shooterId: 'home-1', result: 'Goal' });
    expect(match.situation().homeGoals).toBe(1);
  });

  it('GIVEN a re-roll of 54 THEN the even miss is wide and the next turn reads the Off column', () => {
    const { match } = scriptedMatch(home(), szczesny(), [...roll(HOME_STILL, 22), 5, 4, ...roll(AWAY_STILL, 55, 9, 5)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-penalty')).toMatchObject({ roll: 54, result: 'wide' });
    match.turn();
    expect(lastOf(match.events, 'detailed-penalty-follow-up')).toMatchObject({ column: 'off', value: 95, result: 'Corner' });
    expect(match.stats.home.corners).toBe(1);
  });
});

describe('Off', () => {
  it('GIVEN an Off reading THEN the other side has the ball for one turn', () => {
    const home = testTeam('home', [testCard({ attack: [{ reading: 'Off', from: 23, to: 23 }] })]);
    const { match } = scriptedMatch(home, testTeam('away'), roll(HOME_STILL, 23));
    match.turn();
    expect(match.stats.home.offsides).toBe(1);
    expect(match.situation().next).toMatchObject({ side: 'away', special: null });
  });
});

describe('Sh?', () => {
  const shooter = (extra = {}) => testTeam('home', [testCard({ attack: [{ reading: 'Sh?', from: 43, to: 43 }], on: 36, ...extra })]);

  it('GIVEN the first roll example (11, 43, red 10) THEN Van Persie as No. 10 may shoot', () => {
    const cards = Array.from({ length: 10 }, (_, i) =>
      testCard(i === 9 ? { playerId: 'van-persie', attack: [{ reading: 'Sh?', from: 43, to: 43 }] } : {}),
    );
    const { match } = scriptedMatch(testTeam('home', cards), testTeam('away'), [11, 4, 3, 10, 3, ...roll(NO_STOP, 66, 1, 1)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ shooterId: 'van-persie', stopperId: 'away-3' });
  });

  it('GIVEN a defender with D (4) and a d20 of 4 on the re-roll THEN he stops the shot and wins the ball', () => {
    const away = testTeam('away', [testCard({ d: 4, dSteal: true })]);
    const { match } = scriptedMatch(shooter(), away, [...roll(HOME_STILL, 43), ...roll(4, 11, 9, 9)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ stopped: true, d: 4, result: 'stopped' });
    expect(match.stats.home.blocked).toBe(1);
    expect(match.situation().next).toMatchObject({ side: 'away' });
  });

  it('GIVEN a stop by a D without brackets THEN the shot is stopped but nobody keeps the ball', () => {
    const away = testTeam('away', [testCard({ d: 4 })]);
    const { match } = scriptedMatch(shooter(), away, [...roll(HOME_STILL, 43), ...roll(2, 11, 9, 9)]);
    match.turn();
    expect(match.situation().next).toBeNull();
    expect(match.situation().minute).toBe(1);
  });

  it('GIVEN Van Persie On 36, a keeper +3 and a 41 THEN the shot is on target', () => {
    const away = testTeam('away', [], testKeeper({ onAdjust: 3 }));
    const { match } = scriptedMatch(shooter(), away, [...roll(HOME_STILL, 43), ...roll(NO_STOP, 41, 1, 5)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ onLimit: 41, onTarget: true, result: 'Normal', value: 15 });
    expect(match.stats.home.onTarget).toBe(1);
    expect(match.stats.away.saves).toBe(1);
  });

  it('GIVEN the same shot and a 42 THEN it is off target and the d10 pair reads the Off column', () => {
    const away = testTeam('away', [], testKeeper({ onAdjust: 3 }));
    const { match } = scriptedMatch(shooter(), away, [...roll(HOME_STILL, 43), ...roll(NO_STOP, 42, 1, 5)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ onTarget: false, result: 'Counter', value: 15 });
    expect(match.situation().next).toMatchObject({ side: 'away' });
  });

  it("GIVEN an on-target shot THEN the shooter's GL is added to the d10 pair before the keeper's column", () => {
    const { match } = scriptedMatch(shooter({ gl: 12 }), testTeam('away'), [...roll(HOME_STILL, 43), ...roll(NO_STOP, 11, 5, 8)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ gl: 12, value: 70, result: 'Goal' });
    expect(match.situation().homeGoals).toBe(1);
  });

  it('GIVEN a shot re-roll THEN no minute passes even on a timing d20', () => {
    const { match } = scriptedMatch(shooter(), testTeam('away'), [...roll(HOME_STILL, 43), ...roll(1, 11, 1, 5)]);
    match.turn();
    expect(match.situation().minute).toBe(1);
  });
});

describe('P+ and P*', () => {
  const moveTeam = (kind: 'P+' | 'P*') =>
    testTeam('home', [
      testCard({ attack: [{ reading: kind, from: 24, to: 24 }] }),
      testCard({ attack: [{ reading: 'Sh?', from: 25, to: 25 }], on: 36 }),
    ]);

  it('GIVEN a P+ THEN the side keeps the ball on the next turns whatever the d20', () => {
    const { match } = scriptedMatch(moveTeam('P+'), testTeam('away'), [...roll(HOME_STILL, 24), ...roll(AWAY_STILL, 55), ...roll(AWAY_STILL, 55)]);
    match.turn();
    expect(match.situation().move).toMatchObject({ side: 'home', kind: 'P+', playerId: 'home-1' });
    match.turn();
    match.turn();
    expect(match.situation().move).toMatchObject({ side: 'home' });
  });

  it('GIVEN a P+ at home and a goal by a teammate THEN GL +20 applies and the P+ player has the assist', () => {
    const { match } = scriptedMatch(moveTeam('P+'), testTeam('away'), [
      ...roll(HOME_STILL, 24),
      ...roll(AWAY_STILL, 25, 2),
      ...roll(NO_STOP, 11, 5, 10),
    ]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ special: 'P+', gl: 20, value: 70, shooterId: 'home-2' });
    expect(lastOf(match.events, 'detailed-goal')).toMatchObject({ scorerId: 'home-2', assistId: 'home-1' });
    expect(match.situation().move).toBeNull();
  });

  it('GIVEN a P+ at home THEN an 87 on the shot is on target', () => {
    const { match } = scriptedMatch(moveTeam('P+'), testTeam('away'), [
      ...roll(HOME_STILL, 24),
      ...roll(AWAY_STILL, 25, 2),
      ...roll(NO_STOP, 87, 1, 5),
    ]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ onTarget: true });
  });

  it('GIVEN a P* THEN the side keeps the ball but the shot has no adjustment', () => {
    const { match } = scriptedMatch(moveTeam('P*'), testTeam('away'), [
      ...roll(HOME_STILL, 24),
      ...roll(AWAY_STILL, 25, 2),
      ...roll(NO_STOP, 11, 5, 10),
    ]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ side: 'home', special: null, gl: 0, value: 50 });
  });

  it.each([
    ['a tackle', [{ reading: 'Tkl', from: 71, to: 71 }], 71],
    ['an interception', [{ reading: 'Int', from: 71, to: 71 }], 71],
    ['a card', [{ reading: 'Cd', from: 71, to: 71 }], 71],
  ] as const)('GIVEN a P+ move and %s by the defence THEN the move ends', (_, defence, value) => {
    const away = testTeam('away', [testCard({ defence: [...defence] })]);
    const { match } = scriptedMatch(moveTeam('P+'), away, [...roll(HOME_STILL, 24), ...roll(AWAY_STILL, value)]);
    match.turn();
    match.turn();
    expect(match.situation().move).toBeNull();
  });

  it('GIVEN a P+ move and an offside THEN the move ends', () => {
    const home = testTeam('home', [
      testCard({
        attack: [
          { reading: 'P+', from: 24, to: 24 },
          { reading: 'Off', from: 25, to: 25 },
        ],
      }),
    ]);
    const { match } = scriptedMatch(home, testTeam('away'), [...roll(HOME_STILL, 24), ...roll(AWAY_STILL, 25)]);
    match.turn();
    match.turn();
    expect(match.situation().move).toBeNull();
    expect(match.situation().next).toMatchObject({ side: 'away' });
  });

  it('GIVEN a P+ move at the end of the half THEN the move ends with it', () => {
    const { match } = scriptedMatch(moveTeam('P+'), testTeam('away'), roll(HOME_STILL, 24));
    match.turn();
    match.endPeriod();
    expect(match.situation().move).toBeNull();
  });

  it('GIVEN a P reading THEN nothing is recorded and play goes on', () => {
    const { match } = scriptedMatch(testTeam('home'), testTeam('away'), roll(HOME_STILL, 55));
    match.turn();
    expect(match.events.filter((e) => e.type !== 'detailed-kick-off')).toEqual([]);
    expect(match.situation().next).toBeNull();
  });
});
