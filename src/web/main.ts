import { ConfigError, loadConfig } from '../config.js';
import { systemClock } from '../context.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createLogger } from '../logger.js';
import { stopOnSignals } from '../shutdown.js';
import { startWebServer } from './server.js';

/**
 * `npm run web`: the league web page on its own, reading the bot's PostgreSQL database. Embedded PGlite allows one
 * process only, so with it the bot serves the page itself (WEB_PORT set on the bot).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.WEB_PORT) throw new ConfigError('WEB_PORT is not set: the port the league web page listens on, such as 3000.');
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      "npm run web reads the bot's PostgreSQL database (DATABASE_URL). With embedded PGlite, only one process may open the data\n" +
        'folder: set WEB_PORT on the bot instead, and it serves the page itself.',
    );
  }
  const logger = createLogger(config);
  const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, logger });
  await migrateToLatest(db);
  const web = await startWebServer(config.WEB_PORT, { deps: { db, clock: systemClock }, logger, trustProxy: config.TRUST_PROXY });
  logger.info({ port: web.port, publicUrl: config.PUBLIC_URL ?? null }, 'league web pages up');
  stopOnSignals(logger, async () => {
    await web.stop();
    await db.destroy();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : ['The web page could not start:', error].join(' '));
  process.exit(1);
});
