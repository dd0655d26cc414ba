import {
  MessageFlags,
  type APIEmbed,
  type InteractionReplyOptions,
  type RepliableInteraction,
  type ActionRowBuilder,
  type AttachmentBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import { ReplyFailed } from './errors.js';
import { NO_MENTIONS } from './mentions.js';
import { splitDraft } from './split.js';

export interface ReplyBody {
  content?: string;
  embeds?: APIEmbed[];
  components?: ActionRowBuilder<MessageActionRowComponentBuilder>[];
  /** Files (pictures) go with the last part, beside the components; an embed shows one by `attachment://name`. */
  files?: AttachmentBuilder[];
  ephemeral?: boolean;
}

/**
 * Answers an interaction: a reply, or follow-ups once it was deferred or
 * answered. Long answers are cut to Discord's limits across follow-ups, and
 * no answer ever pings anyone. A command answers after its work is done, so
 * an answer that fails is a ReplyFailed: the work may have been saved.
 */
export async function respond(interaction: RepliableInteraction, body: ReplyBody): Promise<void> {
  try {
    await send(interaction, body);
  } catch (error) {
    throw new ReplyFailed(error);
  }
}

async function send(interaction: RepliableInteraction, body: ReplyBody): Promise<void> {
  const parts = splitDraft({ content: body.content, embeds: body.embeds });
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    const options: InteractionReplyOptions = {
      ...(part.content !== undefined ? { content: part.content } : {}),
      embeds: part.embeds,
      ...(last && body.components ? { components: body.components } : {}),
      ...(last && body.files ? { files: body.files } : {}),
      allowedMentions: NO_MENTIONS,
      ...(body.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
    };
    if (!interaction.deferred && !interaction.replied) {
      await interaction.reply(options);
    } else if (interaction.deferred && !interaction.replied) {
      const { flags: _flags, ...edit } = options;
      await interaction.editReply(edit);
    } else {
      await interaction.followUp(options);
    }
  }
}

/** Whether the body goes out as a single message, or would be cut across follow-ups. */
export function fitsOneMessage(body: Pick<ReplyBody, 'content' | 'embeds'>): boolean {
  return splitDraft({ content: body.content, embeds: body.embeds }).length === 1;
}

/**
 * The ephemeral answer for anything that went wrong: a reply, or a follow-up when one was already sent. After a public
 * deferral the first follow-up would take the deferred answer's place, in public: that answer is removed first, so the
 * follow-up is a message of its own, seen by the user alone.
 */
export async function respondError(interaction: RepliableInteraction, content: string): Promise<void> {
  const options = { content, allowedMentions: NO_MENTIONS, flags: MessageFlags.Ephemeral } as const;
  if (interaction.deferred && !interaction.replied && !interaction.ephemeral) await interaction.deleteReply();
  if (interaction.deferred || interaction.replied) await interaction.followUp(options);
  else await interaction.reply(options);
}
