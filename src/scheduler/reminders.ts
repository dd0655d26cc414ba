import type { AppContext } from '../context.js';
import { dueReminders, isDatabaseUnreachable, queueDueDirectReminders, queueReminder } from '../league/index.js';

/**
 * Reminds managers who are not ready, at the league's offsets before the
 * deadline: each reminder due is queued in the outbox and marked sent in one
 * transaction, and the outbox posts it. A failure is tried again next tick.
 * Returns how many reminder posts were queued.
 */
export async function queueDueReminders(ctx: AppContext, shouldStop: () => boolean = () => false): Promise<number> {
  let queued = 0;
  for (const reminder of await dueReminders(ctx)) {
    if (shouldStop()) break;
    try {
      if (await queueReminder(ctx, reminder)) queued += 1;
    } catch (error) {
      // A database out of reach fails the week job's next query too, which says so once.
      if (isDatabaseUnreachable(error)) break;
      ctx.logger.warn({ err: error, leagueId: reminder.leagueId, offsetHours: reminder.offsetHours }, 'reminder not queued; will retry');
    }
  }
  return queued;
}

/**
 * Queues the direct messages due before a deadline (`/remind me`), each once per deadline. A failure is logged and
 * tried again next tick; a database out of reach is said once by the week job's next query.
 */
export async function queueDirectReminders(ctx: AppContext, shouldStop: () => boolean = () => false): Promise<number> {
  try {
    return await queueDueDirectReminders(ctx, shouldStop);
  } catch (error) {
    if (!isDatabaseUnreachable(error)) ctx.logger.warn({ err: error }, 'direct reminders not queued; will retry');
    return 0;
  }
}
