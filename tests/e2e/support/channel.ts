import type { APIEmbed } from 'discord.js';
import type { DiscordEmulator } from '../../emulator/emulator.js';
import type { StoredMessage } from '../../emulator/messages.js';

/** What the bot posted in a channel on its own (results, news, reminders), not answers to interactions. */
export function posts(emu: DiscordEmulator, channelId: string): StoredMessage[] {
  return emu.channelMessages(channelId).filter((m) => m.interactionId === null);
}

export function embedTitles(messages: readonly StoredMessage[]): string[] {
  return messages.flatMap((m) => m.embeds.map((e) => e.title ?? ''));
}

export function embedText(embed: APIEmbed): string {
  return [embed.title, embed.description, ...(embed.fields ?? []).flatMap((f) => [f.name, f.value]), embed.footer?.text].filter(Boolean).join('\n');
}

/** The text a message shows: its content and every embed, over every version. */
export function messageText(message: StoredMessage): string {
  return message.versions.map((v) => [v.content, ...v.embeds.map(embedText)].join('\n')).join('\n');
}

/** Posts that show the same content and embeds as an earlier one: a message posted twice. */
export function duplicatePosts(messages: readonly StoredMessage[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const m of messages) {
    const key = JSON.stringify([m.versions[0]?.content, m.versions[0]?.embeds]);
    if (seen.has(key)) twice.push(m.embeds[0]?.title ?? m.content.slice(0, 80));
    seen.add(key);
  }
  return twice;
}

/** Counts how many titles match each pattern. */
export function countTitles(titles: readonly string[], pattern: RegExp): number {
  return titles.filter((t) => pattern.test(t)).length;
}
