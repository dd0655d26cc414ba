import { Routes, type REST, type RESTPostAPIChannelMessageJSONBody, type RESTPatchAPIChannelMessageJSONBody } from 'discord.js';

/** What the poster needs from Discord: post a message, edit it. Tests hand in a fake. */
export interface ChannelPort {
  send(channelId: string, body: RESTPostAPIChannelMessageJSONBody): Promise<{ id: string }>;
  edit(channelId: string, messageId: string, body: RESTPatchAPIChannelMessageJSONBody): Promise<void>;
}

/**
 * Channel messages through discord.js's REST client, which queues requests per
 * route bucket, waits out 429s by their Retry-After, and retries 5xx answers.
 */
export function restChannelPort(rest: REST): ChannelPort {
  return {
    async send(channelId, body) {
      return (await rest.post(Routes.channelMessages(channelId), { body })) as { id: string };
    },
    async edit(channelId, messageId, body) {
      await rest.patch(Routes.channelMessage(channelId, messageId), { body });
    },
  };
}
