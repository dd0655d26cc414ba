import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import { rollPotentialDeclineRetirement } from '../../../src/engine/ageing/ageing-rolls.js';
import { DECLINE_ROLL_REQUIRED } from '../../../src/engine/ageing/decline.js';
import { POTENTIAL_ROLL_REQUIRED } from '../../../src/engine/ageing/potential.js';
import { RETIREMENT_ROLL_REQUIRED } from '../../../src/engine/ageing/retirement.js';
import { transferValue, VALUE_BELOW_FIVE } from '../../../src/engine/transfers/transfer-values.js';
import type { Position } from '../../../src/engine/model/types.js';
import { makePlayer } from '../../support/factories.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const roll = (player: ReturnType<typeof makePlayer>, dice: number[]) => {
  const events: EngineEvent[] = [];
  const d = scriptedDice(dice);
  rollPotentialDeclineRetirement(player, d, events);
  expect(d.remaining()).toBe(0);
  return events;
};

describe('potential', () => {
  for (const [ability, needed] of Object.entries(POTENTIAL_ROLL_REQUIRED)) {
    it(`GIVEN a 24-year-old rated ${ability} THEN ${needed}+ keeps his potential and ${needed - 1} reaches it`, () => {
      const keeps = makePlayer({ age: 24, ability: Number(ability) });
      roll(keeps, [needed]);
      expect(keeps.potentialReached).toBe(false);
      if (needed > 1) {
        const fails = makePlayer({ age: 24, ability: Number(ability) });
        roll(fails, [needed - 1]);
        expect(fails.potentialReached).toBe(true);
      }
    });
  }

  it('GIVEN the printed row THEN the rolls are 1+ 2+ 2+ 3+ 3+ 4+ 4+ 5+ 6', () => {
    expect([5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5].map((a) => POTENTIAL_ROLL_REQUIRED[a])).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 6]);
  });

  it('GIVEN an outfield player of 31 THEN he has reached his potential without a roll', () => {
    const p = makePlayer({ age: 31, ability: 7 });
    roll(p, [6]); // the decline roll only
    expect(p.potentialReached).toBe(true);
  });

  it('GIVEN a goalkeeper of 33 THEN he still rolls for potential', () => {
    const p = makePlayer({ age: 33, ability: 7, positions: ['GK'] });
    roll(p, [2]);
    expect(p.potentialReached).toBe(true);
  });

  it('GIVEN a player already marked with the asterisk THEN no potential roll is made', () => {
    const p = makePlayer({ age: 22, ability: 7, potentialReached: true });
    expect(roll(p, [])).toEqual([]);
  });
});

const ages = (chart: Record<number, number | 'must'>) => Object.entries(chart).map(([age, needed]) => [Number(age), needed] as const);
const numeric = (chart: Record<number, number>) => Object.entries(chart).map(([age, needed]) => [Number(age), needed] as const);

describe('decline', () => {
  for (const [kind, positions] of [
    ['outfield', ['CM']],
    ['goalkeeper', ['GK']],
  ] as [keyof typeof DECLINE_ROLL_REQUIRED, Position[]][]) {
    for (const [age, needed] of numeric(DECLINE_ROLL_REQUIRED[kind])) {
      it(`GIVEN a ${kind} player of ${age} THEN ${needed}+ holds his ability and ${needed - 1} drops it by 0.5`, () => {
        const holds = makePlayer({ age, ability: 8, positions, potentialReached: true, retiring: true });
        // A roll that holds is told too, so a season's dice can be audited.
        expect(roll(holds, [needed])).toEqual([
          {
            type: 'ageing-rolled',
            playerId: holds.id,
            clubId: holds.clubId,
            age,
            potential: null,
            decline: { roll: needed, needed },
            retirement: null,
          },
        ]);
        expect(holds.ability).toBe(8);
        const drops = makePlayer({ age, ability: 8, positions, potentialReached: true, retiring: true });
        const events = roll(drops, [needed - 1]);
        expect(drops.ability).toBe(7.5);
        expect(events).toContainEqual({ type: 'declined', playerId: drops.id, clubId: drops.clubId, roll: needed - 1, needed, from: 8, to: 7.5 });
      });
    }
  }

  it('GIVEN an outfield player of 42 THEN he needs a 6 like a 38-year-old', () => {
    const p = makePlayer({ age: 42, ability: 8, potentialReached: true, retiring: true });
    roll(p, [5]);
    expect(p.ability).toBe(7.5);
  });

  it('GIVEN a 5.0 player who fails his decline roll THEN he drops to 4.5, as printed, and is priced below a 5.0', () => {
    const p = makePlayer({ age: 35, ability: 5, potentialReached: true, retiring: true });
    const events = roll(p, [3]);
    expect(p.ability).toBe(4.5);
    expect(events).toContainEqual({ type: 'declined', playerId: p.id, clubId: p.clubId, roll: 3, needed: 4, from: 5, to: 4.5 });
    expect(events).toContainEqual({
      type: 'ageing-rolled',
      playerId: p.id,
      clubId: p.clubId,
      age: 35,
      potential: null,
      decline: { roll: 3, needed: 4 },
      retirement: null,
    });
    expect(transferValue({ ...p, retiring: false, age: 24 })).toBe(VALUE_BELOW_FIVE);
  });

  it('GIVEN an outfield player of 30 or a goalkeeper of 33 THEN no decline roll is made', () => {
    expect(roll(makePlayer({ age: 30, ability: 8, potentialReached: true }), [])).toEqual([]);
    expect(roll(makePlayer({ age: 33, ability: 8, positions: ['GK'], potentialReached: true }), [])).toEqual([]);
  });
});

describe('retirement', () => {
  for (const [kind, positions] of [
    ['outfield', ['CM']],
    ['goalkeeper', ['GK']],
  ] as [keyof typeof RETIREMENT_ROLL_REQUIRED, Position[]][]) {
    for (const [age, needed] of ages(RETIREMENT_ROLL_REQUIRED[kind])) {
      if (needed === 'must') {
        it(`GIVEN a ${kind} player of ${age} THEN he must retire`, () => {
          const p = makePlayer({ age, positions, potentialReached: true });
          const declineRoll = 6;
          roll(p, [declineRoll]);
          expect(p.retiring).toBe(true);
        });
        continue;
      }
      it(`GIVEN a ${kind} player of ${age} THEN ${needed}+ plays on and ${needed - 1} retires at the end of the season`, () => {
        const plays = makePlayer({ age, positions, potentialReached: true });
        roll(plays, [6, needed]);
        expect(plays.retiring).toBe(false);
        const retires = makePlayer({ age, positions, potentialReached: true });
        roll(retires, [6, needed - 1]);
        expect(retires.retiring).toBe(true);
      });
    }
  }

  it('GIVEN a goalkeeper of 45 THEN he plays on with a six', () => {
    const p = makePlayer({ age: 45, positions: ['GK'], potentialReached: true });
    roll(p, [6, 6]);
    expect(p.retiring).toBe(false);
  });

  it('GIVEN a player already marked with the cross THEN no retirement roll is made', () => {
    const p = makePlayer({ age: 36, potentialReached: true, retiring: true });
    roll(p, [6]);
    expect(p.retiring).toBe(true);
  });
});
