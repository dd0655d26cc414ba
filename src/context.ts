import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config as AppConfig } from './config.js';
import type { Database } from './db/tables.js';
import type { Cooldowns } from './discord/cooldown.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Built once at start and handed to every handler and job. Tests build their
 * own. The config is the bot's parsed environment (src/config.ts).
 */
export interface AppContext<Config = AppConfig> {
  db: Kysely<Database>;
  logger: Logger;
  clock: Clock;
  config: Config;
  /** Per-member cooldowns on public commands; none in contexts built by tests that don't need them. */
  cooldowns?: Cooldowns;
}
