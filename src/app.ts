import type { Server } from 'node:http';
import type { Kysely } from 'kysely';
import { requireToken, type Config } from './config.js';
import { systemClock, type AppContext, type Clock } from './context.js';
import { createDatabase } from './db/database.js';
import { databaseAnswers } from './db/database-answers.js';
import { migrateToLatest } from './db/migrate.js';
import type { Database } from './db/tables.js';
import { startBot, type Bot } from './discord/bot.js';
import { Cooldowns } from './discord/cooldown.js';
import type { PosterOptions } from './discord/outbox-poster.js';
import { startHealthServer } from './health.js';
import { createLogger, type Logger } from './logger.js';
import { startJobs, type JobOptions, type Jobs } from './scheduler/jobs.js';
import { startWebServer, type WebServer } from './web/server.js';

export interface AppOptions {
  logger?: Logger;
  clock?: Clock;
  /** A database made by the caller (tests); it is left open on stop. */
  db?: Kysely<Database>;
  jobs?: JobOptions;
  poster?: PosterOptions;
}

export interface App {
  ctx: AppContext;
  bot: Bot;
  jobs: Jobs | null;
  /** The league web page, when WEB_PORT is set. */
  web: WebServer | null;
  stop(): Promise<void>;
}

/** The bot process: database migrated, logged in to Discord, jobs started, health endpoint up. */
export async function startApp(config: Config, options: AppOptions = {}): Promise<App> {
  const token = requireToken(config);
  const logger = options.logger ?? createLogger(config);
  const db = options.db ?? createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, logger });
  const ownsDb = !options.db;
  const migrated = await migrateToLatest(db);
  logger.info({ applied: migrated.applied, database: config.DATABASE_URL ? 'postgres' : `pglite:${config.DATA_DIR}` }, 'database ready');
  const clock = options.clock ?? systemClock;
  const ctx: AppContext = { db, logger, clock, config, cooldowns: new Cooldowns(clock) };

  let bot: Bot;
  try {
    bot = await startBot(ctx, token, options.poster);
  } catch (error) {
    if (ownsDb) await db.destroy();
    throw error;
  }
  const jobs =
    config.SCHEDULER === 'on'
      ? startJobs(
          ctx,
          { deliverOutbox: () => bot.poster.deliverDue() },
          { weekCron: config.WEEK_CRON, outboxCron: config.OUTBOX_CRON, ...options.jobs },
        )
      : null;
  let health: Server | null = null;
  if (config.HEALTH_PORT > 0) {
    health = await startHealthServer(config.HEALTH_PORT, async () => ({
      discord: bot.isReady(),
      database: await databaseAnswers(db),
    }));
    logger.info({ port: config.HEALTH_PORT }, 'health endpoint on /health');
  }
  // In this process, so embedded PGlite (one process only) serves the pages too.
  const web = config.WEB_PORT ? await startWebServer(config.WEB_PORT, { deps: ctx, logger, trustProxy: config.TRUST_PROXY }) : null;
  if (web) logger.info({ port: web.port, publicUrl: config.PUBLIC_URL ?? null }, 'league web pages up');

  return {
    ctx,
    bot,
    jobs,
    web,
    async stop() {
      // Jobs first: the week in flight finishes its transaction, and the poster the pass in flight (it would
      // otherwise pass again while posts wait); then Discord; then the database.
      await Promise.all([jobs?.stop(), bot.poster.stop()]);
      await bot.stop();
      await new Promise<void>((resolve) => (health ? health.close(() => resolve()) : resolve()));
      await web?.stop();
      if (ownsDb) await db.destroy();
      logger.info('stopped');
    },
  };
}
