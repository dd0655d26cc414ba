import { Routes, type REST, type RESTPostAPIChannelMessageJSONBody, type RESTPatchAPIChannelMessageJSONBody } from 'discord.js';

/** A file posted with a message; its description is Discord's alt text. */
export interface PostFile {
  name: string;
  data: Buffer;
  description: string;
}

/** What the poster needs from Discord: post a message (with files, if any), edit it. Tests hand in a fake. */
export interface ChannelPort {
  send(channelId: string, body: RESTPostAPIChannelMessageJSONBody, files?: readonly PostFile[]): Promise<{ id: string }>;
  edit(channelId: string, messageId: string, body: RESTPatchAPIChannelMessageJSONBody): Promise<void>;
}

/**
 * Channel messages through discord.js's REST client, which queues requests per
 * route bucket, waits out 429s by their Retry-After, and retries 5xx answers.
 */
export function restChannelPort(rest: REST): ChannelPort {
  return {
    async send(channelId, body, files = []) {
      if (files.length === 0) return (await rest.post(Routes.channelMessages(channelId), { body })) as { id: string };
      const attachments = files.map((file, id) => ({ id, filename: file.name, description: file.description }));
      const upload = files.map((file) => ({ name: file.name, data: file.data, contentType: 'image/png' }));
      return (await rest.post(Routes.channelMessages(channelId), { body: { ...body, attachments }, files: upload })) as { id: string };
    },
    async edit(channelId, messageId, body) {
      await rest.patch(Routes.channelMessage(channelId, messageId), { body });
    },
  };
}
