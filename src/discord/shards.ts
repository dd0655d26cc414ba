import type { ClientOptions } from 'discord.js';
import type { Config } from '../config.js';

/**
 * The shards this process runs, as discord.js's client options (its
 * WebSocketManager runs them through @discordjs/ws). Both options are always
 * given: left out, discord.js reads SHARDS and SHARD_COUNT from the environment
 * as its own ShardingManager sets them, and `SHARDS=auto` would not parse there.
 */
export function shardOptions(config: Pick<Config, 'SHARDS' | 'SHARD_IDS'>): Pick<ClientOptions, 'shards' | 'shardCount'> {
  if (config.SHARDS === 'auto') return { shards: 'auto', shardCount: 1 };
  const all = Array.from({ length: config.SHARDS }, (_, id) => id);
  return { shards: config.SHARD_IDS ?? all, shardCount: config.SHARDS };
}
