import { describe, expect, it } from 'vitest';
import { violationsText } from '../../../src/commentary/violation-text.js';
import { runPhases } from '../../../src/engine/week.js';
import { stadiumAndStaffPhase } from '../../../src/engine/phases/stadium-and-staff.js';
import { standName, validateStadiumOrders } from '../../../src/engine/stadium/builds.js';
import { capacityInUse, totalCapacity } from '../../../src/engine/stadium/capacity.js';
import { EXECUTIVE_BOXES_COST, STAND_IDS, TIER_COST } from '../../../src/engine/stadium/stadium-chart.js';
import { startingStadium } from '../../../src/engine/stadium/starting-stadium.js';
import type { ClubOrders } from '../../../src/engine/model/orders.js';
import type { LeagueState } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague } from '../../support/factories.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const league = (balance = 5_000_000): LeagueState => makeLeague({ clubs: [makeClub({ id: 'c1', stadium: startingStadium(), balance })], week: 3 });

const week = (state: LeagueState, orders: ClubOrders = {}) => runPhases([stadiumAndStaffPhase], state, { c1: orders }, scriptedDice([]));

const codes = (state: LeagueState, orders: ClubOrders) => validateStadiumOrders(state, 'c1', orders).map((v) => v.code);

describe('stadium', () => {
  it('GIVEN the starting ground THEN it holds 13,000: North 5,000, South 6,000, East and West banks of 1,000', () => {
    const s = startingStadium();
    expect(totalCapacity(s)).toBe(13_000);
    expect(capacityInUse(s)).toBe(13_000);
  });

  it('GIVEN the East-stand worked example THEN the bank is out of use for seven weeks and the ground then holds 15,000', () => {
    let { state, events } = week(league(), { builds: [{ stand: 'east', tier: 1, kind: 'seating' }] });
    expect(events).toContainEqual({
      type: 'build-started',
      clubId: 'c1',
      stand: 'east',
      tiers: [1],
      kind: 'seating',
      cost: TIER_COST.side.seating[0],
      weeks: 7,
    });
    expect(state.clubs.c1!.balance).toBe(5_000_000 - TIER_COST.side.seating[0]);
    expect(capacityInUse(state.clubs.c1!.stadium!)).toBe(12_000);
    for (let w = 1; w <= 6; w++) {
      ({ state } = week({ ...state, week: state.week + 1 }));
      expect(capacityInUse(state.clubs.c1!.stadium!)).toBe(12_000);
    }
    ({ state, events } = week({ ...state, week: state.week + 1 }));
    expect(events).toContainEqual({ type: 'build-completed', clubId: 'c1', stand: 'east' });
    expect(capacityInUse(state.clubs.c1!.stadium!)).toBe(15_000);
  });

  it('GIVEN a third tier with no second THEN the build needs the inner tier', () => {
    expect(codes(league(), { builds: [{ stand: 'north', tier: 3, kind: 'seating' }] })).toEqual(['build-needs-inner-tier']);
  });

  it('GIVEN seating over a standing tier THEN a stand never mixes kinds', () => {
    const state = league();
    expect(codes(state, { builds: [{ stand: 'south', tier: 2, kind: 'seating' }] })).toEqual(['build-mixed-kinds']);
  });

  it('GIVEN a first development that leaves standing ahead THEN seating must exceed standing', () => {
    const violations = validateStadiumOrders(league(), 'c1', { builds: [{ stand: 'south', tier: 2, kind: 'standing' }] });
    expect(violations.map((v) => v.code)).toEqual(['build-seating-rule', 'build-seating-rule']);
    expect(violationsText('en', violations)).toMatch(/seating must exceed standing/);
    expect(violationsText('de', violations)).toMatch(/mehr Sitz- als Stehplätze/);
  });

  it('GIVEN seating ordered where seating already stands THEN the refusal says so and names a build that would be accepted', () => {
    const state = league();
    const violations = validateStadiumOrders(state, 'c1', { builds: [{ stand: 'north', tier: 1, kind: 'seating' }] });
    expect(new Set(violations.map((v) => v.code))).toEqual(new Set(['build-seating-rule']));
    const message = violationsText('en', violations);
    expect(message).toMatch(
      /^The North Stand's tier 1 is already seating: rebuilding it adds no places\. After these builds the ground would hold 5,000 seated and 8,000 standing \(grass banks count as standing\); from the first development on, seating must exceed standing\. A build the rule would accept: (.+), tier (\d), seating \(£[\d,]+\)\.$/,
    );
    const [, name, tier] = /accept: (.+), tier (\d)/.exec(message)!;
    const stand = STAND_IDS.find((id) => name === standName(id))!;
    expect(
      validateStadiumOrders(state, 'c1', {
        builds: [
          { stand: 'north', tier: 1, kind: 'seating' },
          { stand, tier: Number(tier) as 1 | 2 | 3, kind: 'seating' },
        ],
      }),
    ).toEqual([]);
  });

  it('GIVEN a renovation THEN it costs the same as building the tier', () => {
    const state = league();
    state.clubs.c1!.stadium!.stands.east = { tiers: ['seating'], bank: false, work: null };
    state.clubs.c1!.stadium!.stands.west = { tiers: ['seating'], bank: false, work: null };
    const { state: after } = week(state, { builds: [{ stand: 'north', tier: 1, kind: 'seating' }] });
    expect(after.clubs.c1!.balance).toBe(5_000_000 - TIER_COST.main.seating[0]);
  });

  it('GIVEN a standing stand renovated to seating THEN every tier is rebuilt in seating at the chart price', () => {
    const state = league();
    state.clubs.c1!.stadium!.stands.west = { tiers: ['seating'], bank: false, work: null };
    const { state: after, events } = week(state, { builds: [{ stand: 'south', tier: 1, kind: 'seating' }] });
    expect(after.clubs.c1!.stadium!.stands.south.tiers).toEqual(['seating']);
    expect(events.find((e) => e.type === 'build-started')).toMatchObject({ tiers: [1], cost: TIER_COST.main.seating[0] });
  });

  it('GIVEN a stand already being built on THEN no other work starts there', () => {
    const state = league();
    state.clubs.c1!.stadium!.stands.east.work = { tier: 1, kind: 'seating', weeksLeft: 4 };
    expect(codes(state, { builds: [{ stand: 'east', tier: 1, kind: 'seating' }] })).toEqual(['build-in-progress']);
  });

  it('GIVEN executive boxes in a ground with standing THEN they need an all-seater stadium', () => {
    expect(codes(league(), { executiveBoxes: true })).toEqual(['boxes-need-all-seater']);
  });

  it('GIVEN an all-seater ground THEN executive boxes are fitted at their cost', () => {
    const state = league();
    const stands = state.clubs.c1!.stadium!.stands;
    stands.south.tiers = ['seating'];
    stands.east = { tiers: ['seating'], bank: false, work: null };
    stands.west = { tiers: ['seating'], bank: false, work: null };
    const { state: after } = week(state, { executiveBoxes: true });
    expect(after.clubs.c1!.stadium!.executiveBoxes).toBe(true);
    expect(after.clubs.c1!.balance).toBe(5_000_000 - EXECUTIVE_BOXES_COST);
  });

  it('GIVEN too little money THEN the work is unaffordable and nothing is built', () => {
    const state = league(100_000);
    expect(codes(state, { builds: [{ stand: 'east', tier: 1, kind: 'seating' }] })).toEqual(['build-unaffordable']);
    const { state: after, events } = week(state, { builds: [{ stand: 'east', tier: 1, kind: 'seating' }] });
    expect(after.clubs.c1!.balance).toBe(100_000);
    expect(events.map((e) => e.type)).toEqual(['season-order-rejected']);
  });

  it('GIVEN a club in debt THEN it cannot build', () => {
    expect(codes(league(-1), { builds: [{ stand: 'east', tier: 1, kind: 'seating' }] })).toEqual(['club-in-debt']);
  });

  it('GIVEN an unknown stand THEN the order is refused with a sentence', () => {
    const [v] = validateStadiumOrders(league(), 'c1', { builds: [{ stand: 'centre' as 'north', tier: 1, kind: 'seating' }] });
    expect(v?.code).toBe('build-unknown-stand');
    expect(violationsText('en', [v!])).toBe('There is no tier 1 of seating on a stand called "centre".');
  });
});
