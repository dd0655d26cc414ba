import { describe, expect, it } from 'vitest';
import { violationText } from '../../../src/commentary/violation-text.js';
import { trainingPhase } from '../../../src/engine/phases/training.js';
import { validateTraining } from '../../../src/engine/training/validate-training.js';
import { validateOrders } from '../../../src/engine/validate.js';
import { runPhases } from '../../../src/engine/week.js';
import type { LeagueOrders } from '../../../src/engine/model/orders.js';
import type { Club, LeagueState, Player, StaffMember } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague, makePlayer } from '../../support/factories.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const staff = (role: StaffMember['role'], hiredWeek = 0, hiredSeason = 1): StaffMember => ({ role, hiredWeek, hiredSeason, weeksEmployed: 1 });

function league(player: Partial<Player>, club: Partial<Club> = {}, week = 3): LeagueState {
  return makeLeague({ clubs: [makeClub({ id: 'c1', ...club })], players: [makePlayer({ id: 'p', ...player })], week });
}

/** Runs the training phase for `weeks` weeks and returns the final state and all events. */
function train(state: LeagueState, weeks: number, orders: LeagueOrders = {}) {
  const events = [];
  for (let w = 0; w < weeks; w++) {
    const out = runPhases([trainingPhase], state, w === 0 ? orders : {}, scriptedDice([]));
    events.push(...out.events);
    state = { ...out.state, week: out.state.week + 1 };
  }
  return { state, events, player: state.players.p! };
}

describe('training phase', () => {
  it('GIVEN ABL for 10 weeks THEN ability rises by 0.5 in the tenth, not before', () => {
    expect(train(league({ training: 'ABL' }), 9).player.ability).toBe(7);
    const done = train(league({ training: 'ABL' }), 10);
    expect(done.player.ability).toBe(7.5);
    expect(done.events).toContainEqual({ type: 'training-completed', playerId: 'p', clubId: 'c1', code: 'ABL' });
  });
  it('GIVEN an Assistant Manager since pre-season THEN ABL takes 9 weeks', () => {
    expect(train(league({ training: 'ABL' }, { staff: [staff('assistantManager', 0)] }), 9).player.ability).toBe(7.5);
  });
  it('GIVEN an Assistant Manager hired in week 2 THEN ABL still takes 10 weeks', () => {
    expect(train(league({ training: 'ABL' }, { staff: [staff('assistantManager', 2)] }), 9).player.ability).toBe(7);
  });
  it('GIVEN an Assistant Manager fired with 9 weeks done THEN the tenth week completes it', () => {
    const { state } = train(league({ training: 'ABL' }, { staff: [staff('assistantManager', 0)] }), 8);
    state.clubs.c1!.staff = [];
    expect(train(state, 1).player.ability).toBe(7);
    expect(train(state, 2).player.ability).toBe(7.5);
  });
  it('GIVEN FRM for 3 weeks THEN the third week completes it and the form phase is told', () => {
    const { events, player } = train(league({ training: 'FRM' }), 3);
    expect(events.filter((e) => e.type === 'training-completed')).toHaveLength(1);
    expect(player.trainingProgress.FRM).toBeUndefined();
  });
  it('GIVEN a CB training SB with a Head Coach THEN he learns it in 8 weeks (similar position)', () => {
    const base = { positions: ['CB' as const], training: 'SB' as const };
    expect(train(league(base, { staff: [staff('headCoach')] }), 7).player.positions).toEqual(['CB']);
    const done = train(league(base, { staff: [staff('headCoach')] }), 8).player;
    expect(done.positions).toEqual(['CB', 'SB']);
    expect(done.training).toBeNull();
  });
  it('GIVEN a CB training SM THEN it takes 12 weeks (a whole new position)', () => {
    const base = { positions: ['CB' as const], training: 'SM' as const };
    expect(train(league(base, { staff: [staff('headCoach')] }), 11).player.positions).toEqual(['CB']);
    expect(train(league(base, { staff: [staff('headCoach')] }), 12).player.positions).toEqual(['CB', 'SM']);
  });
  it('GIVEN a position plan and no Head Coach THEN no progress and a blocked event', () => {
    const { player, events } = train(league({ training: 'SB', positions: ['CB'] }), 2);
    expect(player.trainingProgress.SB).toBeUndefined();
    expect(events[0]).toMatchObject({ type: 'training-blocked', reason: { code: 'training-needs-head-coach' } });
  });
  it('GIVEN progress on ABL, a switch to FRM and back THEN ABL progress carries over', () => {
    let { state } = train(league({ training: 'ABL' }), 4);
    state = train(state, 1, { c1: { training: { p: 'FRM' } } }).state;
    const back = train(state, 6, { c1: { training: { p: 'ABL' } } }).player;
    expect(back.ability).toBe(7.5);
    expect(back.trainingProgress.FRM).toBe(1);
  });
  it('GIVEN an injured player with an ABL plan THEN he trains FIT: no progress, plan kept', () => {
    const { player } = train(league({ training: 'ABL', injuryWeeks: 3 }), 1);
    expect(player.trainingProgress.ABL).toBeUndefined();
    expect(player.training).toBe('ABL');
  });
  it('GIVEN a niggle THEN the next session is FIT and the niggle is gone after it', () => {
    const { player } = train(league({ training: 'ABL', niggle: true }), 2);
    expect(player.trainingProgress.ABL).toBe(1);
    expect(player.niggle).toBe(false);
  });
  it('GIVEN a player bought this week THEN he does not train', () => {
    const { player } = train(league({ training: 'ABL', boughtInWeek: 3 }), 1);
    expect(player.trainingProgress.ABL).toBeUndefined();
  });
  it('GIVEN a player bought in season 3, week 6 THEN he trains in week 6 of season 7', () => {
    const state = { ...league({ training: 'ABL', boughtInWeek: 6, joinedSeason: 3 }, {}, 6), season: 7 };
    expect(train(state, 1).player.trainingProgress.ABL).toBe(1);
  });
  it('GIVEN an illegal training order THEN it is rejected with its violation and the plan is kept', () => {
    const { player, events } = train(league({ training: 'FRM', positions: ['GK'] }, { staff: [staff('headCoach')] }), 1, {
      c1: { training: { p: 'CB' } },
    });
    expect(player.training).toBe('FRM');
    expect(events[0]).toMatchObject({ type: 'order-rejected', order: 'training', violations: [{ code: 'training-goalkeeper-position' }] });
  });
});

describe('training validator', () => {
  const codes = (player: Partial<Player>, code: Parameters<typeof validateTraining>[3], club: Partial<Club> = {}) =>
    validateTraining(league(player, club), 'c1', 'p', code).map((v) => v.code);

  it('GIVEN a new position without a Head Coach THEN training-needs-head-coach', () => {
    expect(codes({ positions: ['CB'] }, 'SB')).toEqual(['training-needs-head-coach']);
  });
  it('GIVEN a goalkeeper training an outfield position THEN training-goalkeeper-position', () => {
    expect(codes({ positions: ['GK'] }, 'CB', { staff: [staff('headCoach')] })).toEqual(['training-goalkeeper-position']);
  });
  it('GIVEN a position he already plays THEN training-already-has-position', () => {
    expect(codes({ positions: ['CB', 'SB'] }, 'SB', { staff: [staff('headCoach')] })).toEqual(['training-already-has-position']);
  });
  it('GIVEN an injured player and anything but FIT THEN training-must-be-fit', () => {
    expect(codes({ injuryWeeks: 2 }, 'RST')).toEqual(['training-must-be-fit']);
    expect(codes({ injuryWeeks: 2 }, 'FIT')).toEqual([]);
  });
  it('GIVEN ABL for a player with the asterisk THEN training-potential-reached', () => {
    expect(codes({ potentialReached: true }, 'ABL')).toEqual(['training-potential-reached']);
  });
  it("GIVEN another club's player THEN not-your-player, and an unknown id THEN unknown-player", () => {
    expect(validateTraining(league({ clubId: 'c2' }), 'c1', 'p', 'FRM').map((v) => v.code)).toEqual(['not-your-player']);
    expect(validateTraining(league({}), 'c1', 'zz', 'FRM').map((v) => v.code)).toEqual(['unknown-player']);
  });
  it('GIVEN validateOrders THEN training violations come back with a sentence', () => {
    const [v] = validateOrders(league({ positions: ['CB'] }), 'c1', { training: { p: 'SM' } });
    expect(violationText('en', v!)).toMatch(/Head Coach/);
    expect(violationText('de', v!)).toMatch(/Cheftrainer/);
  });
});
