import { deployCommands } from '../../../src/discord/deploy.js';
import { loadCommands } from '../../../src/discord/loader.js';
import { startEmulator, type DiscordEmulator } from '../../emulator/emulator.js';

/** An emulator with the given channels and the commands registered by the deploy script, for bot processes to log in to. */
export async function emulatorWithCommands(channels: string[]): Promise<DiscordEmulator> {
  const emu = await startEmulator({ guilds: [{ name: 'Dugout FC', channels }] });
  const env = emu.botEnv();
  await deployCommands(await loadCommands(), { applicationId: env.DISCORD_APPLICATION_ID, token: env.DISCORD_TOKEN, guildId: env.DISCORD_GUILD_ID }, env);
  return emu;
}
