import { Client, DefaultRestOptions, GatewayIntentBits, REST, type RESTOptions } from 'discord.js';
import type { Config } from '../config.js';
import { NO_MENTIONS } from './mentions.js';
import { shardOptions } from './shards.js';

/**
 * REST options for Discord, or for a local Discord API emulator when
 * DISCORD_API_BASE is set (REST then goes to `${base}/api/v10/...`, and the
 * gateway URL comes from the emulator's GET /gateway/bot).
 */
export function restOptions(config: Pick<Config, 'DISCORD_API_BASE'>): { api?: string } {
  return config.DISCORD_API_BASE ? { api: `${config.DISCORD_API_BASE.replace(/\/+$/, '')}/api` } : {};
}

/**
 * Slash commands need only the Guilds intent: no message content, no members list. `onRequest` sees each REST
 * request's URL as it is sent (each attempt of it), before its answer.
 */
export function createClient(config: Pick<Config, 'DISCORD_API_BASE' | 'SHARDS' | 'SHARD_IDS'>, onRequest?: (url: string) => void): Client {
  const makeRequest: RESTOptions['makeRequest'] = (url, init) => {
    onRequest?.(url);
    return DefaultRestOptions.makeRequest(url, init);
  };
  return new Client({
    intents: [GatewayIntentBits.Guilds],
    ...shardOptions(config),
    rest: { ...restOptions(config), makeRequest },
    allowedMentions: NO_MENTIONS,
  });
}

/** A bare REST client, for the deploy script. */
export function createRest(config: Pick<Config, 'DISCORD_API_BASE'>, token: string): REST {
  return new REST(restOptions(config)).setToken(token);
}
