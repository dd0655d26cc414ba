import type { App } from '../../../src/app.js';
import { startJobs, type Jobs } from '../../../src/scheduler/jobs.js';

/** Once a year: the cron timers are started as in production but never fire during a test; the test runs the job by hand. */
export const NEVER_DURING_A_TEST = '0 0 1 1 *';

/**
 * The scheduler's jobs on the app's context (and so its clock), wired as the
 * bot process wires them, for a test to run the week job when it moves its
 * clock: reminders, then due leagues, then the outbox. The week job only starts
 * the delivery; here `runWeekJob` also waits for it, so a test reads the channel
 * as the week left it.
 */
export function scheduledJobs(app: App): Jobs {
  // The delivery the week job starts beside itself: it leases the rows it sends, so a second delivery run at the
  // same time passes them over and returns before they have arrived. The test waits for both.
  let started: Promise<unknown> = Promise.resolve();
  const jobs = startJobs(
    app.ctx,
    { deliverOutbox: () => (started = app.bot.poster.deliverDue()) },
    { weekCron: NEVER_DURING_A_TEST, outboxCron: NEVER_DURING_A_TEST },
  );
  return {
    ...jobs,
    async runWeekJob() {
      const report = await jobs.runWeekJob();
      await started;
      await app.bot.poster.deliverDue();
      return report;
    },
  };
}
