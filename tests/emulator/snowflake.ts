import { DiscordSnowflake } from '@sapphire/snowflake';

/** A fresh Discord snowflake, as Discord would mint it now. */
export function newSnowflake(): string {
  return DiscordSnowflake.generate().toString();
}

/** The creation time (ms since epoch) encoded in a snowflake. */
export function snowflakeTime(id: string): number {
  return Number(DiscordSnowflake.timestampFrom(id));
}
