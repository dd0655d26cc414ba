import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';
import { safeErrorSerializer } from './log-redaction.js';

export type { Logger };

/**
 * JSON lines in production; readable lines through pino-pretty (a dev dependency) while developing.
 * Errors go through one serializer that drops request bodies and masks tokens in URLs; child loggers inherit it.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: DestinationStream): Logger {
  const pretty = config.NODE_ENV === 'development';
  const options = {
    level: config.LOG_LEVEL,
    base: { app: 'dugout' },
    redact: { paths: ['token', '*.token', 'config.DISCORD_TOKEN'], censor: '[redacted]' },
    serializers: { err: safeErrorSerializer, error: safeErrorSerializer },
  };
  if (pretty) return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss' } } });
  return destination ? pino(options, destination) : pino(options);
}
