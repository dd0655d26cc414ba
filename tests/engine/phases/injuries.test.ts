import { describe, expect, it } from 'vitest';
import { injuriesPhase } from '../../../src/engine/phases/injuries.js';
import { trainingPhase } from '../../../src/engine/phases/training.js';
import { runPhases } from '../../../src/engine/week.js';
import type { Club, Player } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague, makePlayer } from '../../support/factories.js';
import { scriptedDice } from '../../support/scripted-dice.js';

function run(player: Partial<Player>, dice: number[], club: Partial<Club> = {}, phases = [injuriesPhase]) {
  const state = makeLeague({ clubs: [makeClub({ id: 'c1', ...club })], players: [makePlayer({ id: 'p', ...player })] });
  const d = scriptedDice(dice);
  const out = runPhases(phases, state, {}, d);
  return { player: out.state.players.p!, events: out.events, remaining: d.remaining() };
}

const doctor = { staff: [{ role: 'clubDoctor' as const, hiredWeek: 0, hiredSeason: 1, weeksEmployed: 1 }] };

describe('injuries phase', () => {
  it('GIVEN an uninjured player rolls 10 THEN he is not injured', () => {
    expect(run({}, [4, 6]).player.injuryWeeks).toBe(0);
  });
  it('GIVEN an unselected player rolls 11, then 2 THEN five weeks out, with both rolls in the event', () => {
    const { player, events } = run({}, [5, 6, 1, 1]);
    expect(player.injuryWeeks).toBe(5);
    expect(events[0]).toMatchObject({ type: 'injury', roll: [5, 6], tableRoll: [1, 1], selected: false, outcome: 5, weeks: 5 });
  });
  it('GIVEN an unselected player rolls 12 then 7 THEN a niggle and no weeks out', () => {
    const { player } = run({}, [6, 6, 3, 4]);
    expect(player).toMatchObject({ injuryWeeks: 0, niggle: true });
  });
  it('GIVEN a Club Doctor and a 5-week injury THEN 4 weeks', () => {
    expect(run({}, [6, 6, 1, 1], doctor).player.injuryWeeks).toBe(4);
  });
  it('GIVEN a Club Doctor and a 1-week injury THEN still 1 week', () => {
    expect(run({}, [6, 6, 3, 3], doctor).player.injuryWeeks).toBe(1);
  });
  it('GIVEN an injured player THEN he counts down a week without rolling', () => {
    const { player, remaining } = run({ injuryWeeks: 2 }, []);
    expect(player.injuryWeeks).toBe(1);
    expect(remaining).toBe(0);
  });
  it('GIVEN his last injured week ends THEN he recovers and his weeks-injured count resets', () => {
    const { player, events } = run({ injuryWeeks: 1, weeksInjured: 3 }, []);
    expect(player).toMatchObject({ injuryWeeks: 0, weeksInjured: 0 });
    expect(events).toContainEqual({ type: 'injury-recovered', playerId: 'p', clubId: 'c1' });
  });
  it('GIVEN he trained RST this week THEN he does not roll', () => {
    const { remaining, player } = run({ training: 'RST' }, [], {}, [trainingPhase, injuriesPhase]);
    expect(remaining).toBe(0);
    expect(player.injuryWeeks).toBe(0);
  });
  it('GIVEN a player of a non-player club THEN he does not roll', () => {
    expect(run({}, [], { playerControlled: false }).remaining).toBe(0);
  });
});
