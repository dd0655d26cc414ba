import { ConfigError, loadConfig } from './config.js';
import { startApp } from './app.js';
import { createLogger } from './logger.js';

/** `npm start`: config, migrate, log in, start the jobs; SIGTERM and SIGINT stop it gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const app = await startApp(config, { logger });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    app.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Dugout could not start:', error);
  }
  process.exit(1);
});
