import cron, { type ScheduledTask } from 'node-cron';
import type { AppContext } from '../context.js';
import { isDatabaseUnreachable } from '../league/index.js';
import { advanceDueLeagues, type AdvanceReport } from './advance-due.js';
import { queueDirectReminders, queueDueReminders } from './reminders.js';

export interface JobHooks {
  deliverOutbox: () => Promise<unknown>;
}

export interface JobOptions {
  /** The week job: every minute. */
  weekCron?: string;
  /** The outbox job: every five seconds, so results follow a played week quickly. */
  outboxCron?: string;
}

export interface Jobs {
  /**
   * Runs the week job now (what each minute's tick does). It starts delivering what it queued and returns without
   * waiting for the posts, so a long queue never holds up the weeks.
   */
  runWeekJob(): Promise<AdvanceReport>;
  runOutboxJob(): Promise<void>;
  /** Stops both jobs and waits for the runs in flight to finish. */
  stop(): Promise<void>;
}

/** Starts the cron jobs: queue due reminders and advance due leagues; deliver the outbox. */
export function startJobs(ctx: AppContext, hooks: JobHooks, options: JobOptions = {}): Jobs {
  let stopping = false;
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(run: Promise<T>): Promise<T> => {
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run)).catch(() => undefined);
    return run;
  };
  const shouldStop = () => stopping;

  const guard = (name: string, run: () => Promise<unknown>) => async () => {
    if (stopping) return;
    try {
      await run();
    } catch (error) {
      if (isDatabaseUnreachable(error)) ctx.logger.warn({ err: error, job: name }, 'database unreachable: the job runs again at the next tick');
      else ctx.logger.error({ err: error, job: name }, 'scheduled job failed');
    }
  };
  // Beside the week job, not inside it: were the week job to wait for the posts, a flooded outbox would make its
  // next ticks skip (noOverlap) and hold every league's weeks until it was delivered. stop() still waits for it.
  const deliverBeside = () => void track(guard('outbox', hooks.deliverOutbox)());

  const runWeekJob = () =>
    track(
      (async () => {
        const reminders = (await queueDueReminders(ctx, shouldStop)) + (await queueDirectReminders(ctx, shouldStop));
        const report = await advanceDueLeagues(ctx, shouldStop);
        if ((reminders > 0 || report.played.length > 0) && !stopping) deliverBeside();
        return report;
      })(),
    );
  const runOutboxJob = () => track(hooks.deliverOutbox().then(() => undefined));

  const tasks: ScheduledTask[] = [
    cron.schedule(options.weekCron ?? '* * * * *', guard('week', runWeekJob), { name: 'week', noOverlap: true }),
    cron.schedule(options.outboxCron ?? '*/5 * * * * *', guard('outbox', runOutboxJob), { name: 'outbox', noOverlap: true }),
  ];

  return {
    runWeekJob,
    runOutboxJob,
    async stop() {
      stopping = true;
      await Promise.all(
        tasks.map(async (task) => {
          await task.stop();
          await task.destroy();
        }),
      );
      await Promise.allSettled([...inFlight]);
    },
  };
}
