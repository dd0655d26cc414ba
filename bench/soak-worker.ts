import { pino } from 'pino';
import { startApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { scheduledJobs } from '../tests/e2e/support/week-job.js';

/**
 * One bot process of the soak (bench/soak.ts), started as `npm start` would start it but on the soak's clock: the
 * soak hands it the time with every request over the IPC channel, and asks it to run the week job, deliver its
 * outbox, or tell its acknowledgement figures or its live heap. Its log lines (warnings and up) go to stdout as JSON.
 */
export type SoakRequest = { id: number; now: number } & ({ op: 'week' } | { op: 'deliver' } | { op: 'acks' } | { op: 'memory' } | { op: 'stop' });
export type SoakReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string } | { ready: true };

async function main(): Promise<void> {
  let now = Number(process.env.SOAK_NOW);
  const clock = { now: () => new Date(now) };
  const logger = pino({ level: 'warn', base: { worker: process.env.SHARD_IDS } });
  process.on('unhandledRejection', (error) => logger.error({ err: error }, 'unhandled rejection'));
  // A live match's frames are paced in real time (15 s apart in play); the soak's month passes in minutes, so its
  // frames come a second apart, which is still inside Discord's 5 edits per 5 s a channel.
  const poster = { liveFrameMs: 1_000 };
  const app = await startApp(loadConfig({ ...process.env, HEALTH_PORT: '0', SCHEDULER: 'off' }), { clock, logger, poster });
  const jobs = scheduledJobs(app);
  const send = (reply: SoakReply) => process.send!(reply);

  process.on('message', (request: SoakRequest) => {
    now = request.now;
    const run = async (): Promise<unknown> => {
      switch (request.op) {
        case 'week':
          return (await jobs.runWeekJob()).played.length;
        case 'deliver':
          await app.bot.poster.deliverDue();
          await app.bot.poster.idle();
          return null;
        case 'acks':
          return app.bot.ackTimes.all();
        case 'memory': {
          // The live heap after a full collection (the process runs with --expose-gc): what it still holds.
          (globalThis as { gc?: () => void }).gc?.();
          return process.memoryUsage().heapUsed;
        }
        case 'stop':
          await jobs.stop();
          await app.stop();
          return null;
      }
    };
    run().then(
      (result) => {
        send({ id: request.id, ok: true, result });
        if (request.op === 'stop') process.disconnect();
      },
      (error: unknown) => send({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  send({ ready: true });
}

main().catch((error: unknown) => {
  console.error('soak worker could not start:', error);
  process.exit(1);
});
