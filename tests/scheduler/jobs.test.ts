import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DueLeague, ReminderDue, WeekRef } from '../../src/league/index.js';
import { testContext } from '../discord/fake-interaction.js';

const league = vi.hoisted(() => ({
  due: [] as DueLeague[],
  reminders: [] as ReminderDue[],
  advanced: [] as string[],
  remindersMarked: [] as string[],
  failFor: new Set<string>(),
  unreachableFor: new Set<string>(),
  onAdvance: (() => undefined) as (leagueId: string) => void | Promise<void>,
}));

vi.mock('../../src/league/index.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  dueLeagues: vi.fn(async () => league.due),
  dueReminders: vi.fn(async () => league.reminders),
  queueReminder: vi.fn(async (_deps: unknown, input: ReminderDue) => {
    if (league.failFor.has(input.leagueId)) throw new Error('deadlock detected');
    league.remindersMarked.push(`${input.leagueId}@${input.offsetHours}`);
    return input.userIds.length > 0;
  }),
  advanceLeague: vi.fn(async (_deps: unknown, leagueId: string, expected: WeekRef) => {
    if (league.failFor.has(leagueId)) throw new Error('the engine tripped');
    if (league.unreachableFor.has(leagueId)) throw new Error('Connection terminated unexpectedly');
    await league.onAdvance(leagueId);
    league.advanced.push(leagueId);
    return { played: true, step: expected, league: null, outboxRows: 4 };
  }),
}));

const { advanceDueLeagues } = await import('../../src/scheduler/advance-due.js');
const { dueLeagues } = await import('../../src/league/index.js');
const { queueDueReminders } = await import('../../src/scheduler/reminders.js');
const { startJobs } = await import('../../src/scheduler/jobs.js');

const week: WeekRef = { season: 1, week: 3, phase: 'season' };
const due = (leagueId: string): DueLeague => ({ leagueId, expected: week, reason: 'deadline' });
const reminder = (leagueId: string, userIds: string[]): ReminderDue => ({
  leagueId,
  channelId: 'ch',
  offsetHours: 24,
  deadline: new Date('2026-03-02T20:00:00Z'),
  userIds,
});

describe('the week job', () => {
  beforeEach(() => {
    Object.assign(league, {
      due: [],
      reminders: [],
      advanced: [],
      remindersMarked: [],
      failFor: new Set(),
      unreachableFor: new Set(),
      onAdvance: () => undefined,
    });
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
    vi.mocked(dueLeagues).mockImplementation(async (_deps, limit = 100) =>
      league.due.filter((d) => !league.advanced.includes(d.leagueId)).slice(0, limit),
    );
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

  it('GIVEN the database lost while the second of six leagues is played THEN the three others in flight finish, no other starts, with a warning, and the rest wait for the next tick', async () => {
    const { ctx, lines } = testContext();
    league.due = ['a', 'b', 'c', 'd', 'e', 'f'].map(due);
    league.unreachableFor.add('b');
    const report = await advanceDueLeagues(ctx);
    expect(report).toEqual({ played: ['a', 'c', 'd'], notPlayed: [], failed: ['b'] });
    expect(league.advanced).toEqual(['a', 'c', 'd']);
    expect(lines.filter((l) => l.level === 50)).toEqual([]);
    expect(lines.filter((l) => l.level === 40)).toMatchObject([{ leagueId: 'b', msg: 'database unreachable: the due weeks wait for the next tick' }]);
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

  it('GIVEN a reminder that cannot be queued THEN the others are, and it is left for the next tick with a warning', async () => {
    const { ctx, lines } = testContext();
    league.reminders = [reminder('a', ['1']), reminder('b', ['2'])];
    league.failFor.add('a');
    expect(await queueDueReminders(ctx)).toBe(1);
    expect(league.remindersMarked).toEqual(['b@24']);
    expect(lines.filter((l) => l.level === 40)).toMatchObject([{ leagueId: 'a', msg: 'reminder not queued; will retry' }]);
  });

  it('GIVEN a reminder queued and no week due THEN the week job delivers the outbox straight away; with every manager ready, there is nothing to deliver', async () => {
    const { ctx } = testContext();
    const never = { weekCron: '0 0 1 1 *', outboxCron: '0 0 1 1 *' };
    const deliverOutbox = vi.fn(async () => undefined);
    const jobs = startJobs(ctx, { deliverOutbox }, never);
    league.reminders = [reminder('a', [])];
    await jobs.runWeekJob();
    expect(deliverOutbox).not.toHaveBeenCalled();
    league.reminders = [reminder('b', ['2'])];
    await jobs.runWeekJob();
    await jobs.stop();
    expect(deliverOutbox).toHaveBeenCalledTimes(1);
    expect(league.remindersMarked).toEqual(['a@24', 'b@24']);
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
    const jobs = startJobs(ctx, { deliverOutbox }, never);
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
    const jobs = startJobs(ctx, { deliverOutbox }, { weekCron: '0 0 1 1 *', outboxCron: '0 0 1 1 *' });
    await jobs.runWeekJob();
    await jobs.stop();
    expect(deliverOutbox).toHaveBeenCalledTimes(1);
  });

  it('GIVEN a played week while delivery is far behind THEN the week job returns without waiting for the posts, and stop waits for them', async () => {
    const { ctx } = testContext();
    league.due = [due('a')];
    let finish!: () => void;
    const deliverOutbox = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const jobs = startJobs(ctx, { deliverOutbox }, { weekCron: '0 0 1 1 *', outboxCron: '0 0 1 1 *' });
    expect((await jobs.runWeekJob()).played).toEqual(['a']);
    expect(deliverOutbox).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    finish();
    await stopping;
  });
});
