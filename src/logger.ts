import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

/** JSON lines in production; readable lines through pino-pretty (a dev dependency) while developing. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const pretty = config.NODE_ENV === 'development';
  return pino({
    level: config.LOG_LEVEL,
    base: { app: 'dugout' },
    redact: { paths: ['token', '*.token', 'config.DISCORD_TOKEN'], censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}
