import type { AppContext } from '../context.js';
import { dueReminders, markReminderSent, type ReminderDue } from '../league/index.js';

/** Posts one reminder; the Discord layer supplies it, so the scheduler needs no Discord. */
export type SendReminder = (reminder: ReminderDue) => Promise<void>;

/**
 * Reminds managers who are not ready, at the league's offsets before the
 * deadline. A reminder is marked sent only after it was posted, so a failure
 * is tried again next minute.
 */
export async function sendDueReminders(ctx: AppContext, send: SendReminder, shouldStop: () => boolean = () => false): Promise<number> {
  let sent = 0;
  for (const reminder of await dueReminders(ctx)) {
    if (shouldStop()) break;
    try {
      if (reminder.userIds.length > 0) await send(reminder);
      await markReminderSent(ctx, { leagueId: reminder.leagueId, offsetHours: reminder.offsetHours });
      sent += 1;
    } catch (error) {
      ctx.logger.warn({ err: error, leagueId: reminder.leagueId, offsetHours: reminder.offsetHours }, 'reminder not sent; will retry');
    }
  }
  return sent;
}
