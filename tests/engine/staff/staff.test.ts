import { describe, expect, it } from 'vitest';
import { violationText } from '../../../src/commentary/violation-text.js';
import { runPhases } from '../../../src/engine/week.js';
import { stadiumAndStaffPhase } from '../../../src/engine/phases/stadium-and-staff.js';
import { assistantManagerCounts, hasStaff } from '../../../src/engine/staff/has-staff.js';
import { WEEKLY_WAGE, YOUTH_ABILITY, YOUTH_POSITION_BY_ROLL, YOUTH_VALUE } from '../../../src/engine/staff/staff-chart.js';
import { transfersPhase } from '../../../src/engine/phases/transfers.js';
import { askingPrice } from '../../../src/engine/transfers/transfer-values.js';
import { validateStaffOrders } from '../../../src/engine/staff/staff-orders.js';
import type { ClubOrders } from '../../../src/engine/model/orders.js';
import type { DivisionIndex, LeagueState, StaffMember } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague } from '../../support/factories.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const member = (role: StaffMember['role'], extra: Partial<StaffMember> = {}): StaffMember => ({
  role,
  hiredWeek: 0,
  hiredSeason: 1,
  weeksEmployed: 0,
  ...extra,
});

const league = (staff: StaffMember[] = [], balance = 1_000_000, division: DivisionIndex = 3): LeagueState =>
  makeLeague({ clubs: [makeClub({ id: 'c1', staff, balance, division })], week: 2 });

const week = (state: LeagueState, orders: ClubOrders = {}, dice: number[] = []) =>
  runPhases([stadiumAndStaffPhase], state, { c1: orders }, scriptedDice(dice));

describe('staff', () => {
  it('GIVEN a Head Coach and a Club Doctor THEN both are paid this week', () => {
    const { state } = week(league([member('headCoach'), member('clubDoctor')]));
    expect(state.clubs.c1!.balance).toBe(1_000_000 - WEEKLY_WAGE.headCoach - WEEKLY_WAGE.clubDoctor);
  });

  it('GIVEN a hire THEN his first week is paid at once, and only once', () => {
    const { state, events } = week(league(), { hire: ['chiefScout'] });
    expect(state.clubs.c1!.balance).toBe(1_000_000 - WEEKLY_WAGE.chiefScout);
    expect(hasStaff(state.clubs.c1!, 'chiefScout')).toBe(true);
    expect(events).toContainEqual({ type: 'staff-hired', clubId: 'c1', role: 'chiefScout' });
  });

  it('GIVEN a firing THEN he is paid for the week first and his ability is lost at once', () => {
    const { state, events } = week(league([member('headCoach')]), { fire: ['headCoach'] });
    expect(state.clubs.c1!.balance).toBe(1_000_000 - WEEKLY_WAGE.headCoach);
    expect(hasStaff(state.clubs.c1!, 'headCoach')).toBe(false);
    expect(events.map((e) => e.type)).toEqual(['money', 'staff-fired']);
  });

  it('GIVEN an Assistant Manager hired in pre-season THEN he counts this season; hired in week 2 THEN not until next season', () => {
    expect(assistantManagerCounts({ staff: [member('assistantManager', { hiredWeek: 0, hiredSeason: 2 })] }, 2)).toBe(true);
    expect(assistantManagerCounts({ staff: [member('assistantManager', { hiredWeek: 2, hiredSeason: 2 })] }, 2)).toBe(false);
    expect(assistantManagerCounts({ staff: [member('assistantManager', { hiredWeek: 2, hiredSeason: 2 })] }, 3)).toBe(true);
    expect(assistantManagerCounts({ staff: [] }, 2)).toBe(false);
  });

  it('GIVEN a role already held THEN it cannot be hired twice', () => {
    const [v] = validateStaffOrders(league([member('clubDoctor')]), 'c1', { hire: ['clubDoctor'] });
    expect(v).toEqual({ code: 'staff-already-employed', reason: 'staff-already-employed', params: { role: 'clubDoctor' } });
    expect(violationText('en', v!)).toBe('You already employ a Club Doctor; a club has one of each.');
    expect(violationText('de', v!)).toBe('Du hast schon einen Mannschaftsarzt; jeder Posten im Stab ist nur einmal besetzt.');
  });

  it('GIVEN no such member of staff THEN he cannot be fired', () => {
    expect(validateStaffOrders(league(), 'c1', { fire: ['headCoach'] }).map((v) => v.code)).toEqual(['staff-not-employed']);
  });

  it('GIVEN too little money for the first week THEN the hire is unaffordable', () => {
    expect(validateStaffOrders(league([], 5_000), 'c1', { hire: ['headCoach'] }).map((v) => v.code)).toEqual(['staff-unaffordable']);
  });

  it('GIVEN a club in debt THEN it cannot hire', () => {
    expect(validateStaffOrders(league([], -10), 'c1', { hire: ['headCoach'] }).map((v) => v.code)).toEqual(['club-in-debt']);
  });

  it('GIVEN wages larger than the balance THEN they are still paid and the club goes into debt', () => {
    const { state } = week(league([member('headCoach')], 0));
    expect(state.clubs.c1!.balance).toBe(-WEEKLY_WAGE.headCoach);
  });
});

describe('Youth Team Coach', () => {
  it('GIVEN a coach hired this week THEN the first youth joins in his third consecutive week', () => {
    let { state, events } = week(league(), { hire: ['youthTeamCoach'] });
    expect(events.some((e) => e.type === 'youth-joined')).toBe(false);
    ({ state, events } = week({ ...state, week: 3 }));
    expect(events.some((e) => e.type === 'youth-joined')).toBe(false);
    ({ state, events } = week({ ...state, week: 4 }, {}, [4, 1, 1]));
    const joined = events.find((e) => e.type === 'youth-joined');
    expect(joined).toMatchObject({ clubId: 'c1', position: 'CM', positionRoll: 4, ability: 5.5 });
    const youth = state.players[(joined as { playerId: string }).playerId]!;
    expect(youth).toMatchObject({ age: 17, ability: 5.5, positions: ['CM'], clubId: 'c1' });
  });

  for (const [roll, position] of YOUTH_POSITION_BY_ROLL.entries()) {
    it(`GIVEN a position roll of ${roll + 1} THEN the youth is a ${position}`, () => {
      const { events } = week(league([member('youthTeamCoach', { weeksEmployed: 2 })]), {}, [roll + 1, 1, 1]);
      expect(events.find((e) => e.type === 'youth-joined')).toMatchObject({ position });
    });
  }

  it("GIVEN a Premier Division youth (rated 7) listed by his club THEN he goes at the rulebook's £100,000, half for a quick sale", () => {
    const { state, events } = week(league([member('youthTeamCoach', { weeksEmployed: 2 })], 1_000_000, 0), {}, [4, 1, 1]);
    const youthId = (events.find((e) => e.type === 'youth-joined') as { playerId: string }).playerId;
    const listed = runPhases(
      [transfersPhase],
      state,
      { c1: { sales: [{ playerId: youthId, mode: 'full' }] } },
      scriptedDice([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    );
    expect(listed.events).toContainEqual({ type: 'sale-changed', playerId: youthId, clubId: 'c1', mode: 'full', askingPrice: YOUTH_VALUE });
    expect(askingPrice(state.players[youthId]!, 'quick')).toBe(YOUTH_VALUE / 2);
  });

  for (const division of [0, 1, 2, 3] as DivisionIndex[]) {
    it(`GIVEN division ${division} THEN the youth is rated ${YOUTH_ABILITY[division]}`, () => {
      const { events } = week(league([member('youthTeamCoach', { weeksEmployed: 5 })], 1_000_000, division), {}, [1, 1, 1]);
      expect(events.find((e) => e.type === 'youth-joined')).toMatchObject({ ability: YOUTH_ABILITY[division] });
    });
  }

  it('GIVEN the youth ratings THEN they are 5.5, 6, 6.5 and 7 from the Fourth up', () => {
    expect([3, 2, 1, 0].map((d) => YOUTH_ABILITY[d as DivisionIndex])).toEqual([5.5, 6, 6.5, 7]);
  });
});
