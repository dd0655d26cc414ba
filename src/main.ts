import { ConfigError, loadConfig } from './config.js';
import { startApp } from './app.js';
import { createLogger } from './logger.js';
import { stopOnSignals } from './shutdown.js';

/** `npm start`: config, migrate, log in, start the jobs; SIGTERM and SIGINT stop it gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const app = await startApp(config, { logger });
  stopOnSignals(logger, () => app.stop());
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Dugout could not start:', error);
  }
  process.exit(1);
});
