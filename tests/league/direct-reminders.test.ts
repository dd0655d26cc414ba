import { expect, it } from 'vitest';
import { directReminderOf } from '../../src/db/repositories/direct-reminders.repository.js';
import { findLeague } from '../../src/db/repositories/league.repository.js';
import { outboxOfLeague } from '../../src/db/repositories/outbox.repository.js';
import type { DirectReminderMessage } from '../../src/league/reminders/direct-reminder-message.js';
import {
  closeDmReminders,
  queueDueDirectReminders,
  remindMe,
  remindOff,
  reminderStatus,
  takeClosedDmNotice,
} from '../../src/league/reminders/direct-reminders.js';
import { markReady } from '../../src/league/schedule/ready.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, startedLeague, weekOf } from './helpers.js';

const HOUR = 3_600_000;

describeOnEachDatabase('reminders by direct message', (database) => {
  async function weekOne() {
    const deps = depsOf(database());
    const { league: started } = await startedLeague(deps, ['m1', 'm2', 'm3'], { cups: 'off' });
    await advanceLeague(deps, started.id, weekOf(started));
    const league = (await findLeague(deps.db, started.id))!;
    const dms = async () => (await outboxOfLeague(deps.db, league.id)).filter((row) => row.kind === 'direct-reminder');
    return { deps, league, dms, member: (userId: string) => ({ channelId: league.channel_id, userId }) };
  }

  it('GIVEN two managers and a fan opted in, one manager ready WHEN the reminder time comes THEN the one not ready and the fan are reminded, once each', async () => {
    const { deps, league, dms, member } = await weekOne();
    expect((await remindMe(deps, { ...member('m1'), hours: 2 })).hoursBefore).toBe(2);
    await remindMe(deps, { ...member('m2'), hours: 2 });
    await remindMe(deps, { ...member('fan'), hours: 2 });
    await markReady(deps, { leagueId: league.id, userId: 'm2' });
    await expect(remindMe(deps, { ...member('m1'), hours: 0 })).rejects.toThrow(/1 to 72/);
    expect((await directReminderOf(deps.db, league.id, 'm1'))?.hoursBefore).toBe(2);

    expect(await queueDueDirectReminders(deps)).toBe(0);
    deps.clock.set(new Date(league.next_deadline!.getTime() - 2 * HOUR + 60_000));
    expect(await queueDueDirectReminders(deps)).toBe(2);
    expect(await queueDueDirectReminders(deps)).toBe(0);
    const rows = await dms();
    expect(rows.map((r) => [r.channel_id, (r.payload as DirectReminderMessage).reason]).sort()).toEqual([
      ['dm:fan', 'predict'],
      ['dm:m1', 'ready'],
    ]);
    for (const row of rows) expect((row.payload as DirectReminderMessage).channelId).toBe(league.channel_id);
  });

  it('GIVEN DMs closed THEN no more reminders, and he is told once in the channel; /remind off removes it for good', async () => {
    const { deps, league, dms, member } = await weekOne();
    await remindMe(deps, { ...member('m1'), hours: 3 });
    await remindMe(deps, { ...member('m3'), hours: 3 });
    await closeDmReminders(deps, 'm1');
    expect((await reminderStatus(deps, member('m1'))).hoursBefore).toBeNull();
    await remindOff(deps, member('m3'));
    deps.clock.set(new Date(league.next_deadline!.getTime() - HOUR));
    expect(await queueDueDirectReminders(deps)).toBe(0);
    expect(await dms()).toEqual([]);
    expect(await takeClosedDmNotice(deps, member('m1'))).toBe(true);
    expect(await takeClosedDmNotice(deps, member('m1'))).toBe(false);
    expect(await directReminderOf(deps.db, league.id, 'm3')).toBeUndefined();
  });
});
