import { EventEmitter } from 'node:events';
import type { APIEmbed, APIMessage } from 'discord.js';
import { pingsOf, type Pings } from './mentions.js';
import { apiUser } from './shapes.js';
import { newSnowflake } from './snowflake.js';
import type { UploadedFile } from './rest-types.js';
import type { EmulatorState } from './state.js';

export const EPHEMERAL_FLAG = 1 << 6;
export const LOADING_FLAG = 1 << 7;
/** Discord keeps a nonce for "a few minutes" when enforce_nonce is set. */
const NONCE_WINDOW_MS = 5 * 60_000;

/** One version of a message: what it showed from `at` on. */
export interface MessageVersion {
  at: number;
  content: string;
  embeds: APIEmbed[];
  components: unknown[];
  flags: number;
  pings: Pings;
}

export interface StoredMessage {
  id: string;
  channelId: string;
  guildId: string | null;
  authorId: string;
  content: string;
  embeds: APIEmbed[];
  components: unknown[];
  flags: number;
  ephemeral: boolean;
  /** Everyone this message would notify, over all its versions: content mentions allowed by allowed_mentions. */
  pings: Pings;
  createdAt: number;
  timestamp: string;
  editedAt: number | null;
  deleted: boolean;
  /** Every version, the first being the message as posted. */
  versions: MessageVersion[];
  /** The nonce it was posted with, if any: a post sent twice shows as two messages with one nonce. */
  nonce: string | null;
  /** The interaction whose response or follow-up this is. */
  interactionId: string | null;
  type: number;
  /** Files uploaded with the message (multipart), as Discord keeps them. */
  attachments: StoredAttachment[];
}

export interface StoredAttachment {
  id: string;
  filename: string;
  contentType: string;
  data: Buffer;
  /** The alt text the payload gave the file (its `attachments` entry, by the file's number), if any. */
  description: string | null;
}

/** Where stored files claim to live; nothing is served there (the tests read StoredMessage.attachments). */
const ATTACHMENT_URL = 'https://cdn.emulator.invalid/attachments';

function stored(file: UploadedFile, body: Record<string, unknown>): StoredAttachment {
  const number = /\[(\d+)\]/.exec(file.field)?.[1];
  const entry = Array.isArray(body.attachments)
    ? (body.attachments as { id?: unknown; description?: unknown }[]).find((a) => number !== undefined && String(a.id) === number)
    : undefined;
  const description = typeof entry?.description === 'string' ? entry.description : null;
  return { id: newSnowflake(), filename: file.filename, contentType: file.contentType, data: file.data, description };
}

export interface MessageOrigin {
  authorId: string;
  interactionId?: string;
  type?: number;
  /** Flags the message starts with (ephemeral or loading for interaction responses). */
  flags?: number;
}

/** Every piece of text a version shows: content and all embed text. */
export function versionText(version: Pick<MessageVersion, 'content' | 'embeds'>): string {
  const parts = [version.content];
  for (const embed of version.embeds) {
    parts.push(embed.title ?? '', embed.description ?? '', embed.author?.name ?? '', embed.footer?.text ?? '');
    for (const field of embed.fields ?? []) parts.push(field.name, field.value);
  }
  return parts.filter((part) => part.length > 0).join('\n');
}

const unionPings = (a: Pings, b: Pings): Pings => ({
  users: [...new Set([...a.users, ...b.users])],
  roles: [...new Set([...a.roles, ...b.roles])],
  everyone: a.everyone || b.everyone,
});

/** Every message the bot posted, edited or deleted, in order. */
export class MessageStore {
  readonly events = new EventEmitter();
  private readonly byId = new Map<string, StoredMessage>();
  private readonly order: StoredMessage[] = [];
  private readonly interactionMeta = new Map<string, Record<string, unknown>>();

  constructor(private readonly state: EmulatorState) {}

  get(id: string): StoredMessage | undefined {
    return this.byId.get(id);
  }

  all(): StoredMessage[] {
    return [...this.order];
  }

  /** Remembers how a response message names its interaction (interaction_metadata). */
  linkInteraction(interactionId: string, metadata: Record<string, unknown>): void {
    this.interactionMeta.set(interactionId, metadata);
  }

  /** The message this author posted in the channel with this nonce within the last few minutes (enforce_nonce), if any. */
  postedWithNonce(channelId: string, authorId: string, nonce: unknown): StoredMessage | undefined {
    if (typeof nonce !== 'string' && typeof nonce !== 'number') return undefined;
    const since = Date.now() - NONCE_WINDOW_MS;
    return this.order.find((m) => m.channelId === channelId && m.authorId === authorId && m.nonce === String(nonce) && m.createdAt >= since);
  }

  create(channelId: string, body: Record<string, unknown>, origin: MessageOrigin, files: readonly UploadedFile[] = []): StoredMessage {
    const now = Date.now();
    const flags = (typeof body.flags === 'number' ? body.flags : 0) | (origin.flags ?? 0);
    const ephemeral = (flags & EPHEMERAL_FLAG) !== 0;
    const version: MessageVersion = {
      at: now,
      content: typeof body.content === 'string' ? body.content : '',
      embeds: Array.isArray(body.embeds) ? (body.embeds as APIEmbed[]) : [],
      components: Array.isArray(body.components) ? body.components : [],
      flags,
      // Ephemeral messages notify nobody.
      pings: ephemeral ? pingsOf('', undefined) : pingsOf(body.content, body.allowed_mentions),
    };
    const message: StoredMessage = {
      id: newSnowflake(),
      channelId,
      guildId: this.state.channels.get(channelId)?.guildId ?? null,
      authorId: origin.authorId,
      ...version,
      ephemeral,
      createdAt: now,
      timestamp: new Date(now).toISOString(),
      editedAt: null,
      deleted: false,
      versions: [version],
      nonce: typeof body.nonce === 'string' || typeof body.nonce === 'number' ? String(body.nonce) : null,
      interactionId: origin.interactionId ?? null,
      type: origin.type ?? 0,
      attachments: files.map((file) => stored(file, body)),
    };
    this.byId.set(message.id, message);
    this.order.push(message);
    this.events.emit('change', message);
    return message;
  }

  /**
   * Applies a PATCH body: fields present replace the old ones; the loading state ends. An `attachments` list keeps
   * the old files it names by id; new files are added.
   */
  edit(message: StoredMessage, body: Record<string, unknown>, files: readonly UploadedFile[] = []): StoredMessage {
    const now = Date.now();
    if (Array.isArray(body.attachments)) {
      const kept = new Set(body.attachments.map((a) => String((a as { id?: unknown }).id)));
      message.attachments = message.attachments.filter((a) => kept.has(a.id));
    }
    message.attachments.push(...files.map((file) => stored(file, body)));
    if ('content' in body) message.content = typeof body.content === 'string' ? body.content : '';
    if ('embeds' in body) message.embeds = Array.isArray(body.embeds) ? (body.embeds as APIEmbed[]) : [];
    if ('components' in body) message.components = Array.isArray(body.components) ? body.components : [];
    message.flags &= ~LOADING_FLAG;
    const pings = message.ephemeral ? pingsOf('', undefined) : pingsOf(message.content, body.allowed_mentions);
    message.pings = unionPings(message.pings, pings);
    message.editedAt = now;
    message.versions.push({ at: now, content: message.content, embeds: message.embeds, components: message.components, flags: message.flags, pings });
    this.events.emit('change', message);
    return message;
  }

  delete(message: StoredMessage): void {
    message.deleted = true;
    this.events.emit('change', message);
  }

  /** Messages in a channel in posting order; ephemeral ones only when asked for. */
  inChannel(channelId: string, options: { includeEphemeral?: boolean; includeDeleted?: boolean } = {}): StoredMessage[] {
    return this.order.filter(
      (m) => m.channelId === channelId && (options.includeEphemeral || !m.ephemeral) && (options.includeDeleted || !m.deleted),
    );
  }

  toApi(message: StoredMessage): APIMessage {
    const bot = this.state.users.get(message.authorId) ?? this.state.botUser;
    const metadata = message.interactionId ? this.interactionMeta.get(message.interactionId) : undefined;
    return {
      id: message.id,
      channel_id: message.channelId,
      author: apiUser(bot),
      content: message.content,
      timestamp: message.timestamp,
      edited_timestamp: message.editedAt === null ? null : new Date(message.editedAt).toISOString(),
      tts: false,
      mention_everyone: message.pings.everyone,
      mentions: message.pings.users.flatMap((id) => {
        const user = this.state.users.get(id);
        return user ? [apiUser(user)] : [];
      }),
      mention_roles: message.pings.roles,
      attachments: message.attachments.map((a) => ({
        id: a.id,
        filename: a.filename,
        size: a.data.length,
        content_type: a.contentType,
        ...(a.description === null ? {} : { description: a.description }),
        url: `${ATTACHMENT_URL}/${message.channelId}/${a.id}/${a.filename}`,
        proxy_url: `${ATTACHMENT_URL}/${message.channelId}/${a.id}/${a.filename}`,
      })),
      embeds: message.embeds,
      pinned: false,
      type: message.type,
      flags: message.flags,
      components: message.components,
      ...(message.guildId ? { guild_id: message.guildId } : {}),
      ...(message.interactionId ? { webhook_id: this.state.applicationId, application_id: this.state.applicationId } : {}),
      ...(metadata ? { interaction_metadata: metadata } : {}),
    } as APIMessage;
  }
}
