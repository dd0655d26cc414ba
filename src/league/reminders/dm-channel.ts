/**
 * A direct message's place in the outbox: `dm:<userId>` stands for the bot's DM channel with him, which the poster
 * opens when it posts. Each member's DMs are their own queue, in order, like a channel's posts.
 */
const PREFIX = 'dm:';

export function dmChannelKey(userId: string): string {
  return `${PREFIX}${userId}`;
}

/** The member a queued post's channel is a direct message to; null for a server channel. */
export function dmRecipient(channelId: string): string | null {
  return channelId.startsWith(PREFIX) ? channelId.slice(PREFIX.length) : null;
}
