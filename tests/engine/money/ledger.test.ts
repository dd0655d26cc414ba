import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import { changeMoney } from '../../../src/engine/money/ledger.js';
import { playSeasonWithAi } from '../../../src/engine/play-season.js';
import { newLeagueState } from '../../../src/engine/new-league.js';
import { makeClub, makeLeague } from '../../support/factories.js';

describe('the ledger', () => {
  it('GIVEN two simulated seasons of eight AI-managed clubs THEN each balance is the sum of its money events and nothing else', () => {
    const { state: start, events: opening } = newLeagueState({ seed: 31, humanClubs: 8 });
    const events: EngineEvent[] = [...opening];
    let state = start;
    for (let season = 0; season < 2; season++) state = playSeasonWithAi(state, (_step, _before, _after, stepEvents) => events.push(...stepEvents));
    const money = events.filter((e) => e.type === 'money');
    const reasons = new Set(money.map((e) => e.reason));
    expect(reasons.has('ticket-income')).toBe(true);
    expect(reasons.has('sponsor')).toBe(true);
    expect(reasons.has('bonus')).toBe(true);
    for (const club of Object.values(state.clubs)) {
      const own = money.filter((e) => e.clubId === club.id);
      const sum = own.reduce((total, e) => total + e.amount, 0);
      expect(club.balance).toBe(sum);
      if (own.length > 0) expect(own.at(-1)!.balance).toBe(club.balance);
      for (const e of own) expect(Number.isInteger(e.amount)).toBe(true);
    }
  }, 180_000);

  it('GIVEN a change of money THEN the event carries the new balance; a fraction of a pound is refused', () => {
    const state = makeLeague({ clubs: [makeClub({ id: 'c1', balance: 100 })] });
    const events: EngineEvent[] = [];
    changeMoney(state, events, 'c1', -250, 'wages', 'Club Doctor');
    expect(events).toEqual([{ type: 'money', clubId: 'c1', amount: -250, reason: 'wages', detail: 'Club Doctor', balance: -150 }]);
    expect(() => changeMoney(state, events, 'c1', 0.5, 'wages', 'x')).toThrow(/whole pounds/);
  });
});
