import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../context.js';
import { takeClosedDmNotice } from '../league/index.js';

/**
 * The one private line telling a member his reminders were turned off because his DMs are closed, given with his next
 * /remind or /predict in the league's channel; nothing once told, or when nothing was turned off.
 */
export async function closedDmNote(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<string | undefined> {
  if (!interaction.channelId) return undefined;
  const closed = await takeClosedDmNotice(ctx, { channelId: interaction.channelId, userId: interaction.user.id });
  return closed
    ? 'Your reminders are off: Discord would not deliver a direct message to you (your DMs are closed to this server’s members). Open them and `/remind me` to have them again.'
    : undefined;
}
