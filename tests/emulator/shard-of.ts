import { DiscordSnowflake } from '@sapphire/snowflake';

/** The shard that receives a guild's events: (guild_id >> 22) % shard_count, as Discord routes them. */
export function shardOf(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** A fresh snowflake that shard `shardId` of `shardCount` owns: its timestamp (the bits above 22) picks the shard. */
export function snowflakeOnShard(shardId: number, shardCount: number): string {
  const now = BigInt(Date.now()) - DiscordSnowflake.epoch;
  const back = (((now - BigInt(shardId)) % BigInt(shardCount)) + BigInt(shardCount)) % BigInt(shardCount);
  return DiscordSnowflake.generate({ timestamp: now - back + DiscordSnowflake.epoch }).toString();
}
