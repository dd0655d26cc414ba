import { expect, it } from 'vitest';
import { advanceLeague } from '../../src/league/week/advance.js';
import { dueLeagues, dueReminders, queueReminder } from '../../src/league/schedule/due.js';
import { pauseLeague } from '../../src/league/membership/league-settings.js';
import { markDelivered, markFailed, pendingOutbox } from '../../src/league/posts/outbox.js';
import { markReady } from '../../src/league/schedule/ready.js';
import { findLeague } from '../../src/db/repositories/league.repository.js';
import { renderOrders } from '../../src/discord/render/orders.render.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, startedLeague, weekOf } from './helpers.js';

const HOUR = 3_600_000;

describeOnEachDatabase('due weeks, reminders and the outbox', (database) => {
  it('GIVEN a league whose deadline has passed THEN it is due by deadline, and not once paused', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    const mine = () => dueLeagues(deps).then((due) => due.filter((d) => d.leagueId === league.id));
    expect(await mine()).toEqual([]);
    deps.clock.advance(24 * HOUR);
    expect(await mine()).toEqual([{ leagueId: league.id, expected: { ...weekOf(league), turn: league.turn }, reason: 'deadline' }]);
    await pauseLeague(deps, { leagueId: league.id, actorUserId: 'admin', isAdmin: true });
    expect(await mine()).toEqual([]);
  });

  it('GIVEN every manager ready THEN the league is due at once, unless it waits for the deadline', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2']);
    const { league: waiting } = await startedLeague(deps, ['u3'], { advanceWhenReady: false });
    const dueIds = async () => (await dueLeagues(deps)).map((d) => d.leagueId).filter((id) => id === league.id || id === waiting.id);
    await markReady(deps, { leagueId: league.id, userId: 'u1' });
    expect(await dueIds()).toEqual([]);
    const ready = await markReady(deps, { leagueId: league.id, userId: 'u2' });
    expect(ready.allReady).toBe(true);
    await markReady(deps, { leagueId: waiting.id, userId: 'u3' });
    expect(await dueIds()).toEqual([league.id]);
    const [due] = (await dueLeagues(deps)).filter((d) => d.leagueId === league.id);
    expect(due!.reason).toBe('all-ready');
    await advanceLeague(deps, league.id, due!.expected);
    expect(await dueIds()).toEqual([]);
  });

  it('GIVEN the last manager ready in a league that plays early THEN the channel line is queued once, even when he takes it back and is ready again; a league that waits for its deadline queues none', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2']);
    const { league: waiting } = await startedLeague(deps, ['u3'], { advanceWhenReady: false });
    const lines = async (leagueId: string) => (await pendingOutbox(deps, 100)).filter((m) => m.leagueId === leagueId && m.kind === 'all-ready');
    await markReady(deps, { leagueId: league.id, userId: 'u1' });
    expect(await lines(league.id)).toEqual([]);
    await markReady(deps, { leagueId: league.id, userId: 'u2' });
    await markReady(deps, { leagueId: league.id, userId: 'u2', ready: false });
    expect((await markReady(deps, { leagueId: league.id, userId: 'u2' })).allReady).toBe(true);
    const queued = await lines(league.id);
    expect(queued.map((m) => [m.channelId, m.message])).toEqual([[league.channelId, weekOf(league)]]);
    expect((await markReady(deps, { leagueId: waiting.id, userId: 'u3' })).allReady).toBe(true);
    expect(await lines(waiting.id)).toEqual([]);
  });

  it('GIVEN reminder offsets of 24 and 1 hours THEN each is due once, naming only managers not ready', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2'], { schedule: { kind: 'interval', hours: 48 } });
    await markReady(deps, { leagueId: league.id, userId: 'u1' });
    const mine = () => dueReminders(deps).then((due) => due.filter((d) => d.leagueId === league.id));
    expect(await mine()).toEqual([]);
    deps.clock.advance(25 * HOUR);
    const [first] = await mine();
    expect(first).toMatchObject({ offsetHours: 24, userIds: ['u2'], channelId: league.channelId });
    expect(await queueReminder(deps, first!)).toBe(true);
    expect(await mine()).toEqual([]);
    deps.clock.advance(22.5 * HOUR);
    const [second] = await mine();
    expect(second!.offsetHours).toBe(1);
    expect(await queueReminder(deps, second!)).toBe(true);
    expect(await mine()).toEqual([]);
    // Queued again, as a second process running the same tick would: the outbox keeps one of each.
    expect(await queueReminder(deps, second!)).toBe(false);
    const queued = (await pendingOutbox(deps, 100)).filter((m) => m.leagueId === league.id && m.kind === 'reminder');
    expect(queued.map((m) => m.message)).toEqual([
      { userIds: ['u2'], deadline: first!.deadline.toISOString() },
      { userIds: ['u2'], deadline: first!.deadline.toISOString() },
    ]);
    expect(queued.every((m) => m.channelId === league.channelId)).toBe(true);
  });

  it('GIVEN a reminder due with every manager ready THEN it is recorded as sent and nothing is posted', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1'], { schedule: { kind: 'interval', hours: 48 } });
    deps.clock.advance(25 * HOUR);
    const [due] = (await dueReminders(deps)).filter((d) => d.leagueId === league.id);
    expect(await queueReminder(deps, { ...due!, userIds: [] })).toBe(false);
    expect((await dueReminders(deps)).filter((d) => d.leagueId === league.id)).toEqual([]);
    expect((await pendingOutbox(deps, 100)).filter((m) => m.leagueId === league.id && m.kind === 'reminder')).toEqual([]);
  });

  it('GIVEN a league played every 24 hours THEN a new week opens without the 24-hour reminder, and the 1-hour one still comes', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1'], { schedule: { kind: 'interval', hours: 24 } });
    const mine = () => dueReminders(deps).then((due) => due.filter((d) => d.leagueId === league.id));
    expect(await mine()).toEqual([]);
    deps.clock.advance(24 * HOUR);
    const [due] = (await dueLeagues(deps)).filter((d) => d.leagueId === league.id);
    await advanceLeague(deps, league.id, due!.expected);
    expect(await mine()).toEqual([]);
    deps.clock.advance(23.5 * HOUR);
    expect((await mine()).map((r) => r.offsetHours)).toEqual([1]);
  });

  it('GIVEN a played week THEN its posts wait in the outbox until delivered, and a failed one comes back after its retry time', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    // The pre-season posts its story (sponsor deals are private); week 1 another, with its matches, table and news.
    const preseason = await advanceLeague(deps, league.id, weekOf(league));
    await advanceLeague(deps, league.id, weekOf(preseason.league!));
    const mine = () => pendingOutbox(deps, 100).then((all) => all.filter((m) => m.leagueId === league.id));
    const pending = await mine();
    expect(pending.map((m) => m.kind)).toEqual(['week-story', 'week-story']);
    expect(pending.every((m) => m.channelId === league.channelId)).toBe(true);
    const [first, second] = pending;
    await markDelivered(deps, first!.id);
    await markFailed(deps, { id: second!.id, error: 'rate limited', retryAt: new Date(deps.clock.now().getTime() + 60_000) });
    expect((await mine()).map((m) => m.id)).not.toContain(first!.id);
    expect((await mine()).map((m) => m.id)).not.toContain(second!.id);
    deps.clock.advance(61_000);
    const retried = (await mine()).find((m) => m.id === second!.id);
    expect(retried?.attempts).toBe(1);
  });
});

describeOnEachDatabase('the ready summary at a cup step', (database) => {
  it('GIVEN a league with the cup at its first cup round WHEN a manager is ready THEN his summary names the cup round, not the league week after it', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2'], { cups: 'cup', advanceWhenReady: false });
    const titles: string[] = [];
    for (let step = 0; step < 4; step++) {
      const ready = await markReady(deps, { leagueId: league.id, userId: 'u1' });
      titles.push(renderOrders(ready).title!);
      const row = (await findLeague(deps.db, league.id))!;
      expect((await advanceLeague(deps, league.id, { season: row.season, week: row.week, phase: row.phase as never })).played).toBe(true);
    }
    expect(titles).toEqual(['Ready: Season 1, pre-season', 'Ready: Season 1, week 1', 'Ready: Season 1, week 2', 'Ready: Season 1, Cup round 1']);
  });
});
