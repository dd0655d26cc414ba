import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DueLeague, ReminderDue, WeekRef } from '../../src/league/index.js';
import { testContext } from '../discord/fake-interaction.js';

const league = vi.hoisted(() => ({
  due: [] as DueLeague[],
  reminders: [] as ReminderDue[],
  advanced: [] as string[],
  remindersMarked: [] as string[],
  failFor: new Set<string>(),
  onAdvance: (() => undefined) as (leagueId: string) => void | Promise<void>,
}));

vi.mock('../../src/league/index.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  dueLeagues: vi.fn(async () => league.due),
  dueReminders: vi.fn(async () => league.reminders),
  markReminderSent: vi.fn(async (_deps: unknown, input: { leagueId: string; offsetHours: number }) => {
    league.remindersMarked.push(`${input.leagueId}@${input.offsetHours}`);
  }),
  advanceWeek: vi.fn(async (_deps: unknown, leagueId: string, expected: WeekRef) => {
    if (league.failFor.has(leagueId)) throw new Error('database went away');
    await league.onAdvance(leagueId);
    league.advanced.push(leagueId);
    return { played: true, step: expected, league: null, outboxRows: 4 };
  }),
}));

const { advanceDueLeagues } = await import('../../src/scheduler/advance-due.js');
const { dueLeagues } = await import('../../src/league/index.js');
const { sendDueReminders } = await import('../../src/scheduler/reminders.js');
const { startJobs } = await import('../../src/scheduler/jobs.js');

const week: WeekRef = { season: 1, week: 3, phase: 'season' };
const due = (leagueId: string): DueLeague => ({ leagueId, expected: week, reason: 'deadline' });
const reminder = (leagueId: string, userIds: string[]): ReminderDue => ({ leagueId, channelId: 'ch', offsetHours: 24, deadline: new Date('2026-03-02T20:00:00Z'), userIds });

describe('the week job', () => {
  beforeEach(() => {
    Object.assign(league, { due: [], reminders: [], advanced: [], remindersMarked: [], failFor: new Set(), onAdvance: () => undefined });
    vi.mocked(dueLeagues).mockImplementation(async () => league.due);
  });

  it('GIVEN three due leagues, one failing THEN the other two are played and the failure is logged', async () => {
    const { ctx, lines } = testContext();
    league.due = [due('a'), due('b'), due('c')];
    league.failFor.add('b');
    const report = await advanceDueLeagues(ctx);
    expect(report).toEqual({ played: ['a', 'c'], notPlayed: [], failed: ['b'] });
    expect(lines.some((l) => l.level === 50 && l.leagueId === 'b')).toBe(true);
  });

  it('GIVEN more leagues due than one read of the due list THEN one run plays them all, each once, four at a time', async () => {
    const { ctx } = testContext();
    league.due = Array.from({ length: 450 }, (_, n) => due(`l${n}`));
    // The due list as the database gives it: leagues not yet played, up to the limit asked for.
    vi.mocked(dueLeagues).mockImplementation(async (_deps, limit = 100) => league.due.filter((d) => !league.advanced.includes(d.leagueId)).slice(0, limit));
    let inFlight = 0;
    let most = 0;
    league.onAdvance = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight -= 1;
    };
    const report = await advanceDueLeagues(ctx);
    expect([...report.played].sort()).toEqual(league.due.map((d) => d.leagueId).sort());
    expect(new Set(league.advanced).size).toBe(450);
    expect(most).toBe(4);
  });

  it('GIVEN a league still due after it was tried (it failed, or another process holds it) THEN the run tries it once and ends', async () => {
    const { ctx } = testContext();
    league.due = [due('a'), due('b')];
    league.failFor.add('b');
    const report = await advanceDueLeagues(ctx);
    expect(report).toEqual({ played: ['a'], notPlayed: [], failed: ['b'] });
    expect(vi.mocked(dueLeagues).mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('GIVEN shutdown begins while a league is being played THEN that one finishes and no other starts', async () => {
    const { ctx } = testContext();
    let stopping = false;
    league.due = [due('a'), due('b')];
    league.onAdvance = () => {
      stopping = true;
    };
    const report = await advanceDueLeagues(ctx, () => stopping);
    expect(report.played).toEqual(['a']);
    expect(league.advanced).toEqual(['a']);
  });

  it('GIVEN a reminder that cannot be posted THEN it is not marked sent, so next minute tries again', async () => {
    const { ctx } = testContext();
    league.reminders = [reminder('a', ['1']), reminder('b', ['2'])];
    const send = vi.fn(async (r: ReminderDue) => {
      if (r.leagueId === 'a') throw new Error('429');
    });
    expect(await sendDueReminders(ctx, send)).toBe(1);
    expect(league.remindersMarked).toEqual(['b@24']);
  });

  it('GIVEN a reminder with every manager ready THEN nothing is posted but it is marked sent', async () => {
    const { ctx } = testContext();
    league.reminders = [reminder('a', [])];
    const send = vi.fn(async () => undefined);
    await sendDueReminders(ctx, send);
    expect(send).not.toHaveBeenCalled();
    expect(league.remindersMarked).toEqual(['a@24']);
  });

  it('GIVEN stop while a week is being played THEN stop waits for it to finish, and its outbox waits for the next start', async () => {
    const { ctx } = testContext();
    league.due = [due('a')];
    let entered!: () => void;
    const inAdvance = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    league.onAdvance = async () => {
      entered();
      await gate;
    };
    const deliverOutbox = vi.fn(async () => undefined);
    const never = { weekCron: '0 0 1 1 *', outboxCron: '0 0 1 1 *' };
    const jobs = startJobs(ctx, { sendReminder: async () => undefined, deliverOutbox }, never);
    const run = jobs.runWeekJob();
    await inAdvance;
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await run).played).toEqual(['a']);
    expect(deliverOutbox).not.toHaveBeenCalled();
  });

  it('GIVEN a played week THEN the outbox is delivered straight away', async () => {
    const { ctx } = testContext();
    league.due = [due('a')];
    const deliverOutbox = vi.fn(async () => undefined);
    const jobs = startJobs(ctx, { sendReminder: async () => undefined, deliverOutbox }, { weekCron: '0 0 1 1 *', outboxCron: '0 0 1 1 *' });
    await jobs.runWeekJob();
    await jobs.stop();
    expect(deliverOutbox).toHaveBeenCalledTimes(1);
  });
});
