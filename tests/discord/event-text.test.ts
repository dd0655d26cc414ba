import { violation } from '../../src/engine/model/violations.js';
import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../src/engine/model/events.js';
import { eventText } from '../../src/discord/render/event-text.js';
import { nameBook } from '../../src/discord/render/names.js';
import { longMatch } from './view-fixtures.js';

const names = nameBook({ p1: 'Ryan Shaw', p2: 'Tom Hart' }, { c1: 'Dugout Rovers', c2: 'Paris' });
const rejected = violation('player-injured', 'player-injured', { player: 'Tom Hart', weeks: 2 });

/** One event of each kind the week, the market and the classic match produce. */
const samples: Partial<Record<EngineEvent['type'], EngineEvent>> = {
  'week-started': { type: 'week-started', season: 2, week: 5 },
  money: { type: 'money', clubId: 'c1', amount: -30_000, reason: 'wages', detail: 'Wages', balance: 70_000 },
  'training-completed': { type: 'training-completed', playerId: 'p1', clubId: 'c1', code: 'ABL' },
  'form-changed': { type: 'form-changed', playerId: 'p1', clubId: 'c1', from: '+', to: '++', cause: 'scored in three games' },
  'training-blocked': { type: 'training-blocked', playerId: 'p2', clubId: 'c1', code: 'ABL', reason: rejected },
  'order-rejected': { type: 'order-rejected', clubId: 'c1', order: 'selection', violations: [rejected] },
  'lineup-chosen': {
    type: 'lineup-chosen',
    clubId: 'c1',
    source: 'auto',
    lineup: { formation: '4-4-2', goalkeeper: null, defence: [], midfield: [], attack: [] },
  },
  injury: { type: 'injury', playerId: 'p2', clubId: 'c1', roll: [6, 5], tableRoll: [2, 3], selected: true, outcome: 2, weeks: 1, clubDoctor: true },
  'injury-recovered': { type: 'injury-recovered', playerId: 'p2', clubId: 'c1' },
  result: { type: 'result', division: 3, round: 5, homeId: 'c1', awayId: 'c2', homeGoals: 1, awayGoals: 1, chart: null },
  'goal-cancelled': { type: 'goal-cancelled', minute: 77, clubId: 'c2', byClubId: 'c1', shotsLeft: 0, homeGoals: 1, awayGoals: 0 },
  transferred: { type: 'transferred', playerId: 'p1', name: 'Ryan Shaw', fromClubId: null, toClubId: 'c1', fee: 310_000 },
  'sealed-bids': {
    type: 'sealed-bids',
    playerId: 'p1',
    bids: [
      { clubId: 'c1', amount: 310_000 },
      { clubId: 'c2', amount: 290_000 },
    ],
    floor: 200_000,
  },
  'staff-hired': { type: 'staff-hired', clubId: 'c1', role: 'headCoach' },
  'sponsor-signed': { type: 'sponsor-signed', clubId: 'c1', name: 'Acme', amount: 400_000, years: 2, roll: 5, modifier: 1, total: 6 },
};

describe('eventText', () => {
  it('GIVEN an event of every kind the match produces THEN each has its own line', () => {
    for (const event of longMatch(4).events) {
      const text = eventText(event, names);
      expect(text.length).toBeGreaterThan(5);
      expect(text).not.toMatch(/undefined|null|\[object/);
    }
  });

  it.each(Object.entries(samples))('GIVEN a %s event THEN it reads as a sentence with names, not ids', (_type, event) => {
    const text = eventText(event!, names);
    expect(text).not.toMatch(/undefined|\[object|\bp1\b|\bc1\b/);
    expect(text.length).toBeGreaterThan(8);
  });

  it('GIVEN a shot THEN its line shows the minute and every die', () => {
    const shot = longMatch(2).events.find((e) => e.type === 'shot')!;
    expect(eventText(shot, names)).toMatch(/^1' .* shoots from A: 🎲4 \+ 8 \+2 rebound = 12 v keeper 🎲3 \+ 7 = 10 — saved$/);
  });

  it('GIVEN a listed player signed by a club outside the league THEN the line says so, never "leaves nobody"', () => {
    const gone = (fromClubId: string | null) =>
      eventText({ type: 'transferred', playerId: 'p1', name: 'Eddie Grant', fromClubId, toClubId: null, fee: 240_000 }, names);
    expect(gone(null)).toBe('Eddie Grant signs for a club outside the league, for £240,000');
    expect(gone('c1')).toBe('Eddie Grant leaves Dugout Rovers for a club outside the league, for £240,000');
  });

  it('GIVEN sealed bids THEN no amount is shown, only how many bids there were', () => {
    const text = eventText(samples['sealed-bids']!, names);
    expect(text).toBe('Ryan Shaw: 2 sealed bids');
  });

  it('GIVEN an event kind the renderer has no line of its own for THEN it still gets a readable line', () => {
    const text = eventText({ type: 'boxes-fitted', clubId: 'c1', cost: 1_500_000 } as EngineEvent, names);
    expect(text).toBe('boxes fitted: Dugout Rovers');
  });
});
