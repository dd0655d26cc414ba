import { Client, Events, GatewayIntentBits, type ClientOptions } from 'discord.js';
import type { DiscordEmulator } from './emulator.js';

/**
 * A bare discord.js client wired to the emulator exactly as the bot wires itself
 * (DISCORD_API_BASE + '/api' as rest.api), logged in and ready.
 */
export async function connectClient(emu: DiscordEmulator, options: Partial<ClientOptions> = {}): Promise<Client<true>> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: `${emu.baseUrl}/api` }, ...options });
  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(emu.token);
  return ready;
}
