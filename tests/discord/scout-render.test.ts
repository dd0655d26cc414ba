import { describe, expect, it } from 'vitest';
import { renderOrders } from '../../src/discord/render/orders.render.js';
import { SCOUT_CHOICES, describeScoutRequest } from '../../src/discord/render/scout.render.js';
import { SCOUT_SHIFTS, scoutAbilityTotal, scoutPositionRoll } from '../../src/engine/transfers/chief-scout.js';
import { ABILITY_BY_TOTAL, POSITION_BY_ROLL } from '../../src/engine/tables/transfer-chart.js';
import type { ReadyView } from '../../src/league/shared/views.js';

describe('/scout’s choices say what the Chief Scout does', () => {
  it('GIVEN the engine’s rule THEN the choices offer exactly its facets and shifts', () => {
    const offered = Object.fromEntries(Object.entries(SCOUT_CHOICES).map(([facet, choices]) => [facet, choices.map((c) => c.shift).sort()]));
    const allowed = Object.fromEntries(Object.entries(SCOUT_SHIFTS).map(([facet, shifts]) => [facet, [...shifts].sort()]));
    expect(offered).toEqual(allowed);
  });

  for (const choice of SCOUT_CHOICES.position) {
    it(`GIVEN position ${choice.shift} THEN its text names every roll it changes, as the engine changes it`, () => {
      const moves = POSITION_BY_ROLL.map((from, i) => [from, POSITION_BY_ROLL[scoutPositionRoll(i + 1, choice.shift) - 1]!] as const).filter(
        ([a, b]) => a !== b,
      );
      expect(choice.name.match(/→/g)).toHaveLength(moves.length);
      for (const [from, to] of moves) expect(choice.name).toContain(`${from}→${to}`);
    });
  }

  for (const choice of SCOUT_CHOICES.age) {
    it(`GIVEN age ${choice.shift} THEN its text says which way and how far`, () => {
      expect(choice.name).toMatch(choice.shift < 0 ? /^Younger.* left / : /^Older.* right /);
      expect(choice.name).toContain(Math.abs(choice.shift) === 2 ? 'two places' : 'one place');
    });
  }

  for (const choice of SCOUT_CHOICES.ability) {
    it(`GIVEN ability ${choice.shift} THEN its example is a move the engine makes`, () => {
      expect(choice.name).toMatch(choice.shift > 0 ? /^Better/ : /^Worse/);
      const [, from, to] = /an ([\d.]+) becomes ([\d.]+)/.exec(choice.name)!;
      const totals = Object.keys(ABILITY_BY_TOTAL).map(Number);
      const example = totals.find((t) => ABILITY_BY_TOTAL[t] === Number(from) && ABILITY_BY_TOTAL[scoutAbilityTotal(t, choice.shift)] === Number(to));
      expect(example, choice.name).toBeDefined();
    });
  }
});

describe('/ready’s summary', () => {
  it('GIVEN a scout request and builds THEN both are shown', () => {
    const view: ReadyView = {
      clubId: 'c1',
      season: 1,
      week: 3,
      phase: 'season',
      ready: true,
      warnings: [],
      allReady: false,
      playsNow: false,
      lineup: null,
      spending: null,
      orders: { builds: [{ stand: 'east', tier: 1, kind: 'seating' }], scout: { facet: 'age', shift: -2 } },
    };
    const text = renderOrders(view).description!;
    expect(text).toContain('Building: East Stand, tier 1, seating');
    expect(text).toContain(`Chief Scout: ${describeScoutRequest({ facet: 'age', shift: -2 })}`);
    expect(describeScoutRequest({ facet: 'age', shift: -2 })).toBe('younger, two places left on the age chart');
    expect(renderOrders({ ...view, orders: {} }).description).not.toContain('Chief Scout');
  });
});
