import { describe, expect, it } from 'vitest';
import { DetailedMatch, PERIODS } from '../../../src/engine/detailed/detailed-match.js';
import { lastOf, quietMinutes } from '../../support/detailed-events.js';
import { HOME_STILL, benchPlayer, roll, scriptedMatch, testCard, testKeeper, testTeam } from '../../support/detailed-cards.js';
import { scriptedDice } from '../../support/scripted-dice.js';
import type { Team } from '../../../src/engine/detailed/match-teams.js';

const NO_STOP = 20;
const playOut = (match: DetailedMatch) => {
  while (!match.situation().over) match.turn();
};

/** A match already into the second half (minute 46), on scripted dice. */
function secondHalf(home: Team, away: Team, rolls: number[], options = {}) {
  const dice = scriptedDice(rolls);
  const match = new DetailedMatch(home, away, dice, options);
  match.beginPeriod(PERIODS[0]!);
  match.endPeriod();
  match.beginPeriod(PERIODS[1]!);
  return { match, dice };
}

describe('Game time', () => {
  it('GIVEN 45 minutes slashed and an added-time d10 of 5 THEN the first half runs two minutes more and ends at 45+2', () => {
    const { match, dice } = scriptedMatch(testTeam('home'), testTeam('away'), [...quietMinutes(45), 5, ...quietMinutes(2)]);
    playOut(match);
    expect(lastOf(match.events, 'detailed-added-time')).toMatchObject({ roll: 5, chart: 2, injuries: 0, total: 2, minute: 45, added: 0 });
    expect(match.situation()).toMatchObject({ minute: 45, added: 2, over: true });
    expect(dice.remaining()).toBe(0);
    expect(match.stats.home.possessionMinutes).toBe(47);
  });

  it('GIVEN a 0 on the added-time d10 in the first half THEN the half ends at 45', () => {
    const { match, dice } = scriptedMatch(testTeam('home'), testTeam('away'), [...quietMinutes(45), 10]);
    playOut(match);
    expect(lastOf(match.events, 'detailed-added-time')).toMatchObject({ chart: 0, total: 0 });
    expect(dice.remaining()).toBe(0);
  });

  it("GIVEN an injury in the half THEN two minutes are added to the chart's", () => {
    const keeper = testKeeper({ on: [{ reading: 'Injury', from: 26, to: 26 }] });
    const home = testTeam('home', [testCard({ attack: [{ reading: 'Sh?', from: 43, to: 43 }] })]);
    const away = testTeam('away', [], keeper);
    const { match, dice } = scriptedMatch(home, away, [
      ...roll(HOME_STILL, 43),
      ...roll(NO_STOP, 11, 2, 6),
      3,
      4,
      ...quietMinutes(45),
      10,
      ...quietMinutes(2),
    ]);
    playOut(match);
    expect(lastOf(match.events, 'detailed-added-time')).toMatchObject({ chart: 0, injuries: 1, total: 2 });
    expect(dice.remaining()).toBe(0);
  });

  it('GIVEN the second half THEN it reads the second-half column and minutes run on from 46', () => {
    const { match, dice } = secondHalf(testTeam('home'), testTeam('away'), [...quietMinutes(45), 5, ...quietMinutes(5)]);
    expect(match.situation().minute).toBe(46);
    playOut(match);
    expect(lastOf(match.events, 'detailed-added-time')).toMatchObject({ chart: 5, minute: 90 });
    expect(match.situation()).toMatchObject({ minute: 90, added: 5 });
    expect(dice.remaining()).toBe(0);
  });
});

describe('Playing a man short', () => {
  it('GIVEN an offensive reading to an empty place THEN it goes to the defence, read off the player on the defensive d10', () => {
    const home = testTeam('home', [null]);
    const away = testTeam('away', [testCard(), testCard({ attack: [{ reading: 'Cr', from: 11, to: 11 }] })]);
    const { match } = scriptedMatch(home, away, roll(HOME_STILL, 11, 1, 2));
    match.turn();
    expect(lastOf(match.events, 'detailed-corner')).toMatchObject({ side: 'away', playerId: 'away-2' });
  });

  it('GIVEN a foul in question on an empty place THEN the foul occurs and goes to the highest Fls', () => {
    const home = testTeam('home', [testCard({ attack: [{ reading: 'Fld5', from: 14, to: 14 }] })]);
    const away = testTeam('away', [testCard({ fls: 1 }), testCard({ fls: 4 }), null, testCard({ fls: 4 })]);
    away.pitch[1]!.fouls = 2;
    const { match } = scriptedMatch(home, away, roll(HOME_STILL, 14, 1, 3));
    match.turn();
    expect(lastOf(match.events, 'detailed-foul')).toMatchObject({ side: 'away', foulerId: 'away-4', manShort: true });
  });

  it("GIVEN a shot with the stopper's place empty THEN nothing stops it", () => {
    const home = testTeam('home', [testCard({ attack: [{ reading: 'Sh?', from: 43, to: 43 }] })]);
    const { match } = scriptedMatch(home, testTeam('away', [null]), [...roll(HOME_STILL, 43, 1, 1), ...roll(1, 11, 1, 5)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ stopperId: null, stopped: false, d: 0 });
  });

  it('GIVEN a defensive reading to an empty place THEN it is a P', () => {
    const { match } = scriptedMatch(testTeam('home'), testTeam('away', [null]), roll(HOME_STILL, 71, 1, 1));
    match.turn();
    expect(match.events).toHaveLength(1);
  });
});

describe('Endurance', () => {
  const spent = () => testCard({ en: 46, defence: [{ reading: 'Tkl', from: 71, to: 71 }], line: 'D' });
  const cornerTaker = () => testCard({ attack: [{ reading: 'Cr', from: 11, to: 11 }] });

  it('GIVEN a 1 in the second half and a defender whose En has come THEN he comes off at the next dead ball', () => {
    const away = testTeam('away', [spent()], testKeeper(), [benchPlayer('away-sub', testCard({ line: 'D' }))]);
    const { match } = secondHalf(testTeam('home', [cornerTaker()]), away, [...roll(1, 55, 1, 1), ...roll(HOME_STILL, 11, 1, 1)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-endurance')).toMatchObject({ playerId: 'away-1', en: 46, d20: 1, outcome: 'rest' });
    expect(lastOf(match.events, 'detailed-substitution')).toBeUndefined();
    match.turn();
    expect(lastOf(match.events, 'detailed-substitution')).toMatchObject({ side: 'away', offId: 'away-1', onId: 'away-sub', reason: 'endurance' });
    expect(match.situation().teams.away.pitch[0]?.card.playerId).toBe('away-sub');
  });

  it('GIVEN the first half THEN a 1 is no endurance check', () => {
    const away = testTeam('away', [spent()], testKeeper(), [benchPlayer('away-sub', testCard())]);
    const { match } = scriptedMatch(testTeam('home'), away, roll(1, 55, 1, 1));
    match.turn();
    expect(lastOf(match.events, 'detailed-endurance')).toBeUndefined();
  });

  it('GIVEN no substitute to bring on THEN he stays on, tired: he wins no tackle', () => {
    const away = testTeam('away', [spent()]);
    const { match } = secondHalf(testTeam('home'), away, [...roll(1, 55, 1, 1), ...roll(HOME_STILL, 71, 1, 1)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-endurance')).toMatchObject({ outcome: 'tired' });
    match.turn();
    expect(lastOf(match.events, 'detailed-turnover')).toBeUndefined();
  });

  it('GIVEN a tired player in question on a Fld5 THEN he always fouls', () => {
    const away = testTeam('away', [testCard({ en: 46, fls: 0 })]);
    const home = testTeam('home', [testCard({ attack: [{ reading: 'Fld5', from: 14, to: 14 }] })]);
    const { match } = secondHalf(home, away, [...roll(1, 55, 1, 1), ...roll(HOME_STILL, 14, 1, 1)]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-foul')).toMatchObject({ foulerId: 'away-1', cause: 'Fld5' });
  });

  it('GIVEN a tired player THEN his corner reads as a P and his GL is down 30', () => {
    // An away ball on a 20: the home side defends, so its No. 1 is checked.
    const home = testTeam('home', [
      testCard({
        en: 46,
        gl: 0,
        attack: [
          { reading: 'Cr', from: 11, to: 11 },
          { reading: 'Sh?', from: 12, to: 12 },
        ],
      }),
    ]);
    const { match } = secondHalf(home, testTeam('away'), [
      ...roll(20, 55, 1, 1),
      ...roll(HOME_STILL, 11),
      ...roll(HOME_STILL, 12),
      ...roll(NO_STOP, 11, 8, 5),
    ]);
    match.turn();
    expect(lastOf(match.events, 'detailed-endurance')).toMatchObject({ side: 'home', outcome: 'tired' });
    match.turn();
    expect(match.stats.home.corners).toBe(0);
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ gl: -30, value: 55 });
  });

  const spentSide = (count: number) =>
    testTeam(
      'away',
      Array.from({ length: count }, () => spent()),
      testKeeper(),
      Array.from({ length: count }, (_, i) => benchPlayer(`s${i + 1}`, testCard())),
    );
  const checks = (count: number) => Array.from({ length: count }, (_, i) => roll(1, 55, 1, i + 1)).flat();
  const outcomes = (match: DetailedMatch) =>
    match.events.filter((e) => e.type === 'detailed-endurance').map((e) => (e as { outcome: string }).outcome);

  it("GIVEN a tired player shooting in a team-mate's P+ move THEN he gets no P+ benefit: an 87 stays off target", () => {
    const home = testTeam('home', [
      testCard({ en: 46, gl: 0, on: 11, attack: [{ reading: 'Sh?', from: 12, to: 12 }] }),
      testCard({ attack: [{ reading: 'P+', from: 13, to: 13 }] }),
    ]);
    // An away ball on a 20 checks the home No. 1; then No. 2's P+, then No. 1 shoots: 87 is off target without the P+ (On 11).
    const { match } = secondHalf(home, testTeam('away'), [
      ...roll(20, 55, 1, 1),
      ...roll(HOME_STILL, 13, 2),
      ...roll(HOME_STILL, 12, 1),
      ...roll(NO_STOP, 87, 5, 5),
    ]);
    match.turn();
    expect(lastOf(match.events, 'detailed-endurance')).toMatchObject({ side: 'home', outcome: 'tired' });
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ special: 'P+', onTarget: false });
  });

  it("GIVEN a fresh player shooting in a team-mate's P+ move THEN the P+ puts an 87 on target with GL +20 at home", () => {
    const home = testTeam('home', [
      testCard({ gl: 0, on: 11, attack: [{ reading: 'Sh?', from: 12, to: 12 }] }),
      testCard({ attack: [{ reading: 'P+', from: 13, to: 13 }] }),
    ]);
    const { match } = secondHalf(home, testTeam('away'), [...roll(HOME_STILL, 13, 2), ...roll(HOME_STILL, 12, 1), ...roll(NO_STOP, 87, 1, 1)]);
    match.turn();
    match.turn();
    expect(lastOf(match.events, 'detailed-shot')).toMatchObject({ special: 'P+', onTarget: true, gl: 20, value: 31 });
  });

  it('GIVEN three forced rests due for one side THEN all three are given: the cap is three for each side', () => {
    const { match } = secondHalf(testTeam('home'), spentSide(3), checks(3));
    for (let i = 0; i < 3; i++) match.turn();
    expect(outcomes(match)).toEqual(['rest', 'rest', 'rest']);
  });

  it('GIVEN five substitutions and a fourth forced rest due THEN the fourth player stays on tired', () => {
    const { match } = secondHalf(testTeam('home'), spentSide(4), checks(4), { substitutions: 5 });
    for (let i = 0; i < 4; i++) match.turn();
    expect(outcomes(match)).toEqual(['rest', 'rest', 'rest', 'tired']);
  });
});

describe('Substitutions', () => {
  const withRules = (count: number): Team => {
    const team = testTeam('home', [testCard({ attack: [{ reading: 'Cr', from: 11, to: 11 }] })], testKeeper(), [
      benchPlayer('s1', testCard()),
      benchPlayer('s2', testCard()),
      benchPlayer('s3', testCard()),
      benchPlayer('s4', testCard()),
    ]);
    team.standing = Array.from({ length: count }, (_, i) => ({ onId: `s${i + 1}`, offId: `home-${i + 2}`, fromMinute: 1, when: 'level' as const }));
    return team;
  };

  it('GIVEN "bring on s1 for No. 2 from the 1st minute if level" THEN it happens at the first dead ball', () => {
    const { match } = scriptedMatch(withRules(1), testTeam('away'), [...roll(HOME_STILL, 55), ...roll(HOME_STILL, 11)]);
    match.turn();
    expect(lastOf(match.events, 'detailed-substitution')).toBeUndefined();
    match.turn();
    expect(lastOf(match.events, 'detailed-substitution')).toMatchObject({
      side: 'home',
      onId: 's1',
      offId: 'home-2',
      reason: 'standing',
      substitutionsUsed: 1,
    });
  });

  it('GIVEN the condition does not hold THEN nobody comes on', () => {
    const team = withRules(1);
    team.standing[0]!.when = 'behind';
    const { match } = scriptedMatch(team, testTeam('away'), roll(HOME_STILL, 11));
    match.turn();
    expect(lastOf(match.events, 'detailed-substitution')).toBeUndefined();
  });

  it('GIVEN four standing substitutions THEN only three are made', () => {
    const { match } = scriptedMatch(withRules(4), testTeam('away'), roll(HOME_STILL, 11));
    match.turn();
    expect(match.events.filter((e) => e.type === 'detailed-substitution')).toHaveLength(3);
    expect(match.stats.home.substitutions).toBe(3);
  });

  it('GIVEN the five-substitution option and five standing substitutions THEN all five are made', () => {
    const team = withRules(4);
    team.bench.push(benchPlayer('s5', testCard()));
    team.standing.push({ onId: 's5', offId: 'home-6', fromMinute: 1, when: 'level' });
    const { match } = scriptedMatch(team, testTeam('away'), roll(HOME_STILL, 11), { substitutions: 5 });
    match.turn();
    expect(match.events.filter((e) => e.type === 'detailed-substitution')).toHaveLength(5);
    expect(lastOf(match.events, 'detailed-substitution')).toMatchObject({ substitutionsUsed: 5 });
  });
});

describe('Home team advantages in added time', () => {
  const cornerAtHome = () => testTeam('home', [testCard({ attack: [{ reading: 'Cr', from: 11, to: 11 }] })]);
  const script = [...quietMinutes(45), 1, ...roll(12, 11, 1, 1)];

  it("GIVEN the option and the scores level in the second half's added time THEN a 12 gives the home side the ball", () => {
    const { match } = secondHalf(cornerAtHome(), testTeam('away'), script, { homeAdvantages: true });
    for (let i = 0; i < 46; i++) match.turn();
    expect(lastOf(match.events, 'detailed-corner')).toMatchObject({ side: 'home', added: 1 });
  });

  it('GIVEN the scores level entering added time and the home side ahead since THEN the edge still holds: it is judged once', () => {
    const { match } = secondHalf(cornerAtHome(), testTeam('away'), [...quietMinutes(45), 5, ...roll(12, 11, 1, 1)], { homeAdvantages: true });
    for (let i = 0; i < 45; i++) match.turn();
    expect(lastOf(match.events, 'detailed-added-time')).toMatchObject({ total: 5 });
    match.situation().teams.home.goals = 1;
    match.turn();
    expect(lastOf(match.events, 'detailed-corner')).toMatchObject({ side: 'home', added: 1 });
  });

  it('GIVEN the home side two behind entering added time and one behind since THEN there is no edge', () => {
    const { match } = secondHalf(cornerAtHome(), testTeam('away'), [...quietMinutes(45), 5, ...roll(12, 11, 1, 1)], { homeAdvantages: true });
    match.situation().teams.away.goals = 2;
    for (let i = 0; i < 45; i++) match.turn();
    match.situation().teams.home.goals = 1;
    match.turn();
    expect(lastOf(match.events, 'detailed-corner')).toBeUndefined();
  });

  it("GIVEN no option THEN a 12 is the visitors' ball", () => {
    const { match } = secondHalf(cornerAtHome(), testTeam('away'), script);
    for (let i = 0; i < 46; i++) match.turn();
    expect(lastOf(match.events, 'detailed-corner')).toBeUndefined();
  });
});

describe('Injuries with the substitutions used up', () => {
  it('GIVEN three substitutions made THEN an injured player is not replaced: his side is a man short', () => {
    const keeper = testKeeper({ on: [{ reading: 'Injury', from: 26, to: 26 }] });
    const home = testTeam('home', [testCard({ attack: [{ reading: 'Sh?', from: 43, to: 43 }] })]);
    const away = testTeam('away', [], keeper, [benchPlayer('spare', testCard())]);
    away.substitutions = 3;
    const { match } = scriptedMatch(home, away, [...roll(HOME_STILL, 43), ...roll(NO_STOP, 11, 2, 6), 14, 4]);
    match.turn();
    expect(lastOf(match.events, 'detailed-injury')).toMatchObject({ side: 'away', playerId: 'away-4' });
    expect(lastOf(match.events, 'detailed-substitution')).toBeUndefined();
    expect(match.situation().teams.away.pitch[3]).toBeNull();
  });
});
