import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { startApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { systemClock, type Clock } from '../../src/context.js';
import type { Database } from '../../src/db/tables.js';
import type { Logger } from '../../src/logger.js';
import { deployCommands } from '../../src/discord/deploy.js';
import { loadCommands } from '../../src/discord/loader.js';
import type { PosterOptions } from '../../src/discord/outbox-poster.js';
import { startEmulator, type DiscordEmulator, type EmulatorOptions } from '../emulator/emulator.js';

export interface Harness {
  emu: DiscordEmulator;
  app: App;
  stop(): Promise<void>;
}

/**
 * An emulator, the commands registered by the deploy script, and the bot
 * process started in-process on the given database, pointed at the emulator
 * by DISCORD_API_BASE as a real deployment would be. The scheduler is off:
 * tests run its jobs by hand. The logger is silent unless a test hands one in.
 * Each interaction's 3 seconds are the bot's own figure, from its receipt of the interaction to its first answer
 * (src/discord/ack-times.ts); a late one is a violation. `emulator` sets its servers and channels.
 */
export async function startHarness(
  db: Kysely<Database>,
  clock: Clock = systemClock,
  poster: PosterOptions = {},
  logger: Logger = pino({ level: 'silent' }),
  emulator: EmulatorOptions = {},
): Promise<Harness> {
  const emu = await startEmulator(emulator);
  const env = emu.botEnv();
  const config = loadConfig({ ...env, HEALTH_PORT: '0', SCHEDULER: 'off', LOG_LEVEL: 'silent' });
  await deployCommands(
    await loadCommands(),
    { applicationId: env.DISCORD_APPLICATION_ID, token: env.DISCORD_TOKEN, guildId: env.DISCORD_GUILD_ID },
    config,
  );
  const app = await startApp(config, { db, clock, poster, logger });
  emu.judgeAcksBy(app.bot.client, app.bot.ackTimes);
  return {
    emu,
    app,
    async stop() {
      await app.stop();
      await emu.stop();
    },
  };
}
