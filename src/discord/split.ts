import type { APIEmbed, APIEmbedField } from 'discord.js';
import { LIMITS } from './limits.js';
import { chunkText, truncate } from './text.js';

/** A message before it is cut to Discord's limits: any amount of content and embeds. */
export interface Draft {
  content?: string;
  embeds?: APIEmbed[];
}

/** A message that fits: content of at most 2,000, at most 10 embeds, 6,000 characters of embeds. */
export interface Part {
  content?: string;
  embeds: APIEmbed[];
}

const CONTINUED = '(continued)';

export function embedLength(embed: APIEmbed): number {
  return (
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.footer?.text.length ?? 0) +
    (embed.author?.name.length ?? 0) +
    (embed.fields ?? []).reduce((sum, field) => sum + field.name.length + field.value.length, 0)
  );
}

/** A long field value becomes several fields; the later ones carry a blank-looking name. */
function splitField(field: APIEmbedField): APIEmbedField[] {
  const name = truncate(field.name || '\u200b', LIMITS.fieldName);
  return chunkText(field.value || '\u200b', LIMITS.fieldValue).map((value, index) => ({
    name: index === 0 ? name : '\u200b',
    value: value || '\u200b',
    ...(field.inline ? { inline: true } : {}),
  }));
}

/** Cuts one embed into embeds that each keep every per-embed limit and 6,000 in total. */
export function splitEmbed(embed: APIEmbed): APIEmbed[] {
  const title = embed.title === undefined ? undefined : truncate(embed.title, LIMITS.title);
  const footer = embed.footer ? { ...embed.footer, text: truncate(embed.footer.text, LIMITS.footer) } : undefined;
  const author = embed.author ? { ...embed.author, name: truncate(embed.author.name, LIMITS.authorName) } : undefined;
  const continuedTitle = title === undefined ? undefined : truncate(`${title} ${CONTINUED}`, LIMITS.title);
  // Room for the title and footer that any piece may carry.
  const overhead = (continuedTitle?.length ?? 0) + (footer?.text.length ?? 0) + (author?.name.length ?? 0);
  const budget = LIMITS.embedTotal - overhead;
  const descriptions = embed.description ? chunkText(embed.description, Math.min(LIMITS.description, budget)) : [];
  const fields = (embed.fields ?? []).flatMap(splitField);

  const { fields: _fields, description: _description, title: _title, footer: _footer, author: _author, ...rest } = embed;
  const pieces: APIEmbed[] = [];
  let current: APIEmbed = {};
  let used = 0;
  const flush = () => {
    pieces.push(current);
    current = {};
    used = 0;
  };
  for (const description of descriptions) {
    if (current.description !== undefined) flush();
    current.description = description;
    used += description.length;
  }
  for (const field of fields) {
    const size = field.name.length + field.value.length;
    if ((current.fields?.length ?? 0) >= LIMITS.fields || used + size > budget) flush();
    (current.fields ??= []).push(field);
    used += size;
  }
  flush();
  const nonEmpty = pieces.filter((piece) => piece.description !== undefined || piece.fields !== undefined);
  const result = nonEmpty.length > 0 ? nonEmpty : [{}];
  return result.map((piece, index) => ({
    ...rest,
    ...(index === 0 && title !== undefined ? { title } : {}),
    ...(index > 0 && continuedTitle !== undefined ? { title: continuedTitle } : {}),
    ...(index === 0 && author ? { author } : {}),
    ...piece,
    ...(index === result.length - 1 && footer ? { footer } : {}),
  }));
}

/**
 * Cuts a draft into messages that Discord accepts, keeping the order of
 * content and embeds. Content longer than 2,000 becomes leading messages of its own.
 */
export function splitDraft(draft: Draft): Part[] {
  const contents = draft.content ? chunkText(draft.content, LIMITS.content) : [];
  const embeds = (draft.embeds ?? []).flatMap(splitEmbed);
  const parts: Part[] = contents.map((content) => ({ content, embeds: [] }));
  let current: Part | undefined = parts.pop();
  let used = 0;
  for (const embed of embeds) {
    const size = embedLength(embed);
    if (!current || current.embeds.length >= LIMITS.embedsPerMessage || used + size > LIMITS.embedTotal) {
      if (current) parts.push(current);
      current = { embeds: [] };
      used = 0;
    }
    current.embeds.push(embed);
    used += size;
  }
  if (current) parts.push(current);
  return parts.length > 0 ? parts : [{ content: '\u200b', embeds: [] }];
}

/** True when a message keeps every limit Discord checks; the tests hold every renderer to it. */
export function fitsDiscord(part: Part): boolean {
  if ((part.content?.length ?? 0) > LIMITS.content) return false;
  if (part.embeds.length > LIMITS.embedsPerMessage) return false;
  if (part.embeds.reduce((sum, embed) => sum + embedLength(embed), 0) > LIMITS.embedTotal) return false;
  return part.embeds.every(
    (embed) =>
      (embed.title?.length ?? 0) <= LIMITS.title &&
      (embed.description?.length ?? 0) <= LIMITS.description &&
      (embed.fields?.length ?? 0) <= LIMITS.fields &&
      (embed.footer?.text.length ?? 0) <= LIMITS.footer &&
      (embed.fields ?? []).every(
        (field) =>
          field.name.length <= LIMITS.fieldName && field.value.length <= LIMITS.fieldValue && field.name.length > 0 && field.value.length > 0,
      ),
  );
}
