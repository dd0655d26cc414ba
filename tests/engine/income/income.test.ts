import { describe, expect, it } from 'vitest';
import { runPhases } from '../../../src/engine/week.js';
import { incomePhase } from '../../../src/engine/phases/income.js';
import { ATTENDANCE_CHART, AWAY_FANS } from '../../../src/engine/income/attendance-chart.js';
import { homeGameIncome } from '../../../src/engine/income/home-game-income.js';
import { startingStadium } from '../../../src/engine/stadium/starting-stadium.js';
import type { DivisionIndex, Fixture, LastSeason, LeagueState, MatchScore } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague } from '../../support/factories.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const bigStadium = () => {
  const s = startingStadium();
  s.stands.east = { tiers: ['seating', 'seating', 'seating'], bank: false, work: null };
  s.stands.west = { tiers: ['seating', 'seating', 'seating'], bank: false, work: null };
  s.stands.north = { tiers: ['seating', 'seating', 'seating'], bank: false, work: null };
  return s;
};

function league(options: {
  division?: DivisionIndex;
  results?: ('W' | 'D' | 'L')[];
  lastSeason?: Partial<LastSeason>;
  big?: boolean;
  week?: number;
  boxes?: boolean;
}): LeagueState {
  const division = options.division ?? 3;
  const stadium = options.big ? bigStadium() : startingStadium();
  stadium.executiveBoxes = options.boxes ?? false;
  const home = makeClub({ id: 'home', division, stadium, balance: 0 });
  const lastSeason = options.lastSeason
    ? { division, position: 4, champion: false, runnerUp: false, relegated: false, promoted: false, ...options.lastSeason }
    : null;
  const away = makeClub({ id: 'away', division, playerControlled: false, lastSeason });
  const other = makeClub({ id: 'other', division, playerControlled: false });
  const results = options.results ?? [];
  // Earlier rounds: home plays 'other'; the last round is at home against 'away'.
  const fixtures: Fixture[] = results.map((_, i) => ({ round: i + 1, homeId: 'home', awayId: 'other' }));
  const round = results.length + 1;
  fixtures.push({ round, homeId: 'home', awayId: 'away' });
  const scores: (MatchScore & { round: number })[] = results.map((r, i) => ({
    round: i + 1,
    homeId: 'home',
    awayId: 'other',
    homeGoals: r === 'W' ? 2 : 1,
    awayGoals: r === 'L' ? 2 : r === 'D' ? 1 : 0,
  }));
  scores.push({ round, homeId: 'home', awayId: 'away', homeGoals: 0, awayGoals: 1 });
  const state = makeLeague({ clubs: [home, away, other], week: options.week ?? round + 1 });
  state.divisions[division] = { index: division, clubIds: ['home', 'away', 'other'], fixtures, results: scores };
  return state;
}

describe('income', () => {
  it('GIVEN the worked example, a full 13,000 ground in the Fourth THEN the gate is £130,000', () => {
    const state = league({});
    const { state: after, events } = runPhases([incomePhase], state, {}, scriptedDice([]));
    expect(after.clubs.home!.balance).toBe(130_000);
    expect(events).toContainEqual({
      type: 'money',
      clubId: 'home',
      amount: 130_000,
      reason: 'ticket-income',
      detail: '13,000 watched week 1 v Club away',
      balance: 130_000,
    });
  });

  it('GIVEN the fairweather example, three wins then a home defeat in the Fourth THEN 1,500 fairweather fans came to the defeat', () => {
    const income = homeGameIncome(league({ results: ['W', 'W', 'W'], big: true }), 'home', 4)!;
    expect(income.winsInARow).toBe(3);
    expect(income.fairweather).toBe(1_500);
    expect(income.attendance).toBe(14_500);
    expect(income.tickets).toBe(145_000);
  });

  it('GIVEN a draw before two wins THEN only the two wins count', () => {
    expect(homeGameIncome(league({ results: ['W', 'D', 'W', 'W'], big: true }), 'home', 5)!.winsInARow).toBe(2);
  });

  it('GIVEN a run of wins in the 13,000 ground THEN the crowd is capped at the capacity', () => {
    const income = homeGameIncome(league({ results: ['W', 'W', 'W'] }), 'home', 4)!;
    expect(income.demand).toBe(14_500);
    expect(income.attendance).toBe(13_000);
  });

  it('GIVEN a stand being rebuilt THEN its places are out of use', () => {
    const state = league({});
    state.clubs.home!.stadium!.stands.south.work = { tier: 1, kind: 'seating', weeksLeft: 3 };
    expect(homeGameIncome(state, 'home', 1)!.attendance).toBe(7_000);
  });

  it('GIVEN the last game was away THEN there is no income', () => {
    const state = league({});
    state.divisions[3]!.fixtures = [{ round: 1, homeId: 'away', awayId: 'home' }];
    const { state: after, events } = runPhases([incomePhase], state, {}, scriptedDice([]));
    expect(after.clubs.home!.balance).toBe(0);
    expect(events.filter((e) => e.type === 'money')).toEqual([]);
  });

  it('GIVEN week 1 THEN no gate is paid (the previous game was last season)', () => {
    const { events } = runPhases([incomePhase], league({ week: 1 }), {}, scriptedDice([]));
    expect(events).toEqual([]);
  });

  it('GIVEN executive boxes THEN a home game also pays box income', () => {
    const { events } = runPhases([incomePhase], league({ boxes: true }), {}, scriptedDice([]));
    expect(events.filter((e) => e.type === 'money').map((e) => e.reason)).toEqual(['ticket-income', 'box-income']);
  });

  describe('the attendance chart, row by row', () => {
    const divisions: DivisionIndex[] = [3, 2, 1, 0];
    for (const d of divisions) {
      it(`GIVEN division ${d} THEN hardcore fans are ${ATTENDANCE_CHART.hardcore[d]} and away fans ${AWAY_FANS[d]}`, () => {
        const income = homeGameIncome(league({ division: d, big: true }), 'home', 1)!;
        expect(income.hardcore + income.awayFans).toBe(ATTENDANCE_CHART.hardcore[d] + AWAY_FANS[d]);
      });
      it(`GIVEN division ${d} and one win in a row THEN ${ATTENDANCE_CHART.fairweatherPerWin[d]} fairweather fans`, () => {
        expect(homeGameIncome(league({ division: d, results: ['W'], big: true }), 'home', 2)!.fairweather).toBe(
          ATTENDANCE_CHART.fairweatherPerWin[d],
        );
      });
      it(`GIVEN division ${d} THEN relegated, champion and runner-up opponents draw the chart's fans`, () => {
        expect(homeGameIncome(league({ division: d, lastSeason: { relegated: true }, big: true }), 'home', 1)!.opponentDraw).toBe(
          ATTENDANCE_CHART.opponentRelegatedLastSeason[d],
        );
        expect(homeGameIncome(league({ division: d, lastSeason: { champion: true }, big: true }), 'home', 1)!.opponentDraw).toBe(
          ATTENDANCE_CHART.opponentChampions[d],
        );
        expect(homeGameIncome(league({ division: d, lastSeason: { runnerUp: true }, big: true }), 'home', 1)!.opponentDraw).toBe(
          ATTENDANCE_CHART.opponentRunnersUp[d],
        );
      });
    }
    it('GIVEN the printed chart THEN its values are the rulebook figures', () => {
      expect(ATTENDANCE_CHART.hardcore).toEqual({ 3: 10_000, 2: 15_000, 1: 20_000, 0: 30_000 });
      expect(ATTENDANCE_CHART.fairweatherPerWin).toEqual({ 3: 500, 2: 1_000, 1: 1_500, 0: 2_000 });
      expect(ATTENDANCE_CHART.opponentRelegatedLastSeason).toEqual({ 3: 5_000, 2: 6_000, 1: 8_000, 0: 0 });
      expect(ATTENDANCE_CHART.opponentChampions[0]).toBe(10_000);
    });
  });
});
