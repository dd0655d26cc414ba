import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config as AppConfig } from './config.js';
import type { Database } from './db/tables.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Per-member cooldowns on public commands (the Discord layer keeps them: src/discord/cooldown.ts). */
export interface CommandCooldowns {
  /** Milliseconds the member must still wait for `command`; 0 when he may use it, and then the use is noted. */
  take(userId: string, command: string, cooldownMs: number): number;
}

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
  cooldowns?: CommandCooldowns;
}
