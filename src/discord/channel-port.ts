import { pictureContentType } from './render/images/canvas-kit.js';
import { Routes, type REST, type RESTPostAPIChannelMessageJSONBody, type RESTPatchAPIChannelMessageJSONBody } from 'discord.js';

/** A file posted with a message; its description is Discord's alt text. */
export interface PostFile {
  name: string;
  data: Buffer;
  description: string;
}

/** What the poster needs from Discord: post a message (with files, if any), edit it, open a DM. Tests hand in a fake. */
export interface ChannelPort {
  send(channelId: string, body: RESTPostAPIChannelMessageJSONBody, files?: readonly PostFile[]): Promise<{ id: string }>;
  edit(channelId: string, messageId: string, body: RESTPatchAPIChannelMessageJSONBody, files?: readonly PostFile[]): Promise<void>;
  /** The bot's DM channel with a member (Discord gives the same one each time); a port without it sends no DM. */
  openDm?(userId: string): Promise<string>;
}

/** A request's body, with its files uploaded beside it and described (alt text) in its attachments. */
function withFiles<B extends object>(body: B, files: readonly PostFile[]) {
  if (files.length === 0) return { body };
  const attachments = files.map((file, id) => ({ id, filename: file.name, description: file.description }));
  return {
    body: { ...body, attachments },
    files: files.map((file) => ({ name: file.name, data: file.data, contentType: pictureContentType(file.name) })),
  };
}

/**
 * Channel messages through discord.js's REST client, which queues requests per
 * route bucket, waits out 429s by their Retry-After, and retries 5xx answers.
 */
export function restChannelPort(rest: REST): ChannelPort {
  return {
    async send(channelId, body, files = []) {
      return (await rest.post(Routes.channelMessages(channelId), withFiles(body, files))) as { id: string };
    },
    async edit(channelId, messageId, body, files = []) {
      await rest.patch(Routes.channelMessage(channelId, messageId), withFiles(body, files));
    },
    async openDm(userId) {
      return ((await rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as { id: string }).id;
    },
  };
}
