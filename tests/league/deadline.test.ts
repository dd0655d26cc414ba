import { describe, expect, it } from 'vitest';
import { nextDeadline } from '../../src/league/shared/deadline.js';

describe('nextDeadline', () => {
  it('GIVEN an interval of 48 hours THEN the deadline is 48 hours on', () => {
    expect(nextDeadline({ kind: 'interval', hours: 48 }, new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-03T10:00:00.000Z');
  });

  it('GIVEN Fridays at 20:00 London in winter THEN a Monday gives that Friday at 20:00 UTC', () => {
    const schedule = { kind: 'weekly' as const, days: [5], time: '20:00', timeZone: 'Europe/London' };
    expect(nextDeadline(schedule, new Date('2026-01-05T09:00:00Z')).toISOString()).toBe('2026-01-09T20:00:00.000Z');
  });

  it('GIVEN Fridays at 20:00 London in summer THEN the deadline is 19:00 UTC', () => {
    const schedule = { kind: 'weekly' as const, days: [5], time: '20:00', timeZone: 'Europe/London' };
    expect(nextDeadline(schedule, new Date('2026-07-06T09:00:00Z')).toISOString()).toBe('2026-07-10T19:00:00.000Z');
  });

  it('GIVEN the deadline moment itself THEN the next one is a week later', () => {
    const schedule = { kind: 'weekly' as const, days: [5], time: '20:00', timeZone: 'Europe/London' };
    expect(nextDeadline(schedule, new Date('2026-01-09T20:00:00Z')).toISOString()).toBe('2026-01-16T20:00:00.000Z');
  });

  it('GIVEN Tuesdays and Saturdays at 18:30 in New York THEN the nearest of the two comes first', () => {
    const schedule = { kind: 'weekly' as const, days: [2, 6], time: '18:30', timeZone: 'America/New_York' };
    // Wednesday 7 January 2026: the Saturday comes before the next Tuesday.
    expect(nextDeadline(schedule, new Date('2026-01-07T12:00:00Z')).toISOString()).toBe('2026-01-10T23:30:00.000Z');
  });

  it('GIVEN a time zone east of UTC THEN a late-evening local deadline falls on the previous UTC day', () => {
    const schedule = { kind: 'weekly' as const, days: [1], time: '01:00', timeZone: 'Asia/Tokyo' };
    // Monday 01:00 in Tokyo is Sunday 16:00 UTC.
    expect(nextDeadline(schedule, new Date('2026-01-07T00:00:00Z')).toISOString()).toBe('2026-01-11T16:00:00.000Z');
  });
});
