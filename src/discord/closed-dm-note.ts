import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../context.js';
import { takeClosedDmNotice } from '../league/index.js';
import { localeOf } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';

/**
 * The one private line telling a member his reminders were turned off because his DMs are closed, given with his next
 * /remind or /predict in the league's channel, in his language; nothing once told, or when nothing was turned off.
 */
export async function closedDmNote(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<string | undefined> {
  if (!interaction.channelId) return undefined;
  const closed = await takeClosedDmNotice(ctx, { channelId: interaction.channelId, userId: interaction.user.id });
  return closed ? t(localeOf(interaction.locale), 'remind.closedDm') : undefined;
}
