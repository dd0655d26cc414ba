import { deployCommands } from '../../../src/discord/deploy.js';
import { loadCommands } from '../../../src/discord/loader.js';
import { startEmulator, type DiscordEmulator, type EmulatorOptions, type GuildSpec } from '../../emulator/emulator.js';

/** An emulator with these servers, the commands registered in each by the deploy script, for bot processes to log in to. */
export async function emulatorWithServers(guilds: GuildSpec[], options: EmulatorOptions = {}): Promise<DiscordEmulator> {
  const emu = await startEmulator({ ...options, guilds });
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
