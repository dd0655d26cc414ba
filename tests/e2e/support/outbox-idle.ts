import { until } from '../../support/until.js';
import type { BotProcess } from './bot-process.js';

export const NOTHING_DUE = 'outbox: nothing due';

/**
 * Resolves once every bot (each run at LOG_LEVEL debug) has logged, after `since` (a Date.now() of the test), two outbox
 * passes that found nothing due. A process's passes run one after another, so the second began after `since`: every post
 * queued before then had been delivered, by one of the bots, or was waiting for a retry after a failure.
 */
export async function waitForOutboxIdle(bots: readonly BotProcess[], since: number, timeoutMs = 60_000): Promise<void> {
  const idleSince = (bot: BotProcess) =>
    bot.logs().filter((line) => line.msg === NOTHING_DUE && typeof line.time === 'number' && line.time > since).length;
  await until(
    () => bots.every((bot) => idleSince(bot) >= 2),
    `two outbox passes finding nothing due in each of ${bots.length} bot processes`,
    timeoutMs,
  );
}
