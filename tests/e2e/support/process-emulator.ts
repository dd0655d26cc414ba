import { expect } from 'vitest';
import { deployCommands } from '../../../src/discord/deploy.js';
import { loadCommands } from '../../../src/discord/loader.js';
import { startEmulator, type DiscordEmulator, type EmulatorOptions, type GuildSpec } from '../../emulator/emulator.js';
import { BotProcess } from './bot-process.js';

/**
 * How long the emulator, timing from its own dispatch, waits for a bot process's first answer before it calls the
 * interaction lost. Discord's 3 seconds are judged by each process's own figure instead (`assertProcessesKeptTime`):
 * the emulator's reading includes the test machine's scheduling of two processes, which on a busy machine is seconds.
 */
const UNANSWERED_AFTER_DISPATCH_MS = 10_000;

/** An emulator with these servers, the commands registered in each by the deploy script, for bot processes to log in to. */
export async function emulatorWithServers(guilds: GuildSpec[], options: EmulatorOptions = {}): Promise<DiscordEmulator> {
  const emu = await startEmulator({ ackDeadlineMs: UNANSWERED_AFTER_DISPATCH_MS, ...options, guilds });
  const env = emu.botEnv();
  const commands = await loadCommands();
  for (const guild of emu.guilds) {
    await deployCommands(commands, { applicationId: env.DISCORD_APPLICATION_ID, token: env.DISCORD_TOKEN, guildId: guild.id }, env);
  }
  return emu;
}

/** An emulator with one server of the given channels and the commands registered. */
export function emulatorWithCommands(channels: string[]): Promise<DiscordEmulator> {
  return emulatorWithServers([{ name: 'Dugout FC', channels }]);
}

/**
 * The emulator saw nothing Discord would refuse, and every bot process this test file started answered each
 * interaction within Discord's 3 seconds by its own figure.
 */
export function assertProcessesKeptTime(emu: DiscordEmulator): void {
  emu.assertNoViolations();
  expect(BotProcess.lateAcknowledgements()).toEqual([]);
}
