import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { Refusal } from '../src/discord/errors.js';
import { parseValues, rawOptions } from '../src/discord/options.js';
import { renderProfile } from '../src/discord/render/profile.render.js';
import { respond } from '../src/discord/reply.js';
import { localeOf } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import { managerProfile, shareProfile } from '../src/league/index.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder()
  .setName('profile')
  .setDescription('A manager’s career in this server: leagues, clubs, seasons, trophies and win rate')
  .setContexts(InteractionContextType.Guild)
  .addUserOption((o) => o.setName('member').setDescription('Whose career (yours unless given)'))
  .addBooleanOption((o) => o.setName('share').setDescription('Let other servers’ /profile show your leagues (off unless you say so)'));

const schema = z.object({
  member: z
    .string()
    .regex(/^\d{15,21}$/, 'option.member')
    .optional(),
  share: z.boolean().optional(),
});

/** Private: a career is read by whoever asks, and told to him alone, in his language. */
async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  if (!interaction.guildId) throw new Refusal({ key: 'profile.noServer' });
  const locale = localeOf(interaction.locale);
  const values = parseValues(schema, rawOptions(interaction).values);
  const userId = values.member ?? interaction.user.id;
  let note = '';
  if (values.share !== undefined) {
    if (userId !== interaction.user.id) throw new Refusal({ key: 'profile.shareOwnOnly' });
    await shareProfile(ctx, { userId, share: values.share });
    note = t(locale, values.share ? 'profile.nowShared' : 'profile.notShared');
  }
  const profile = await managerProfile(ctx, { guildId: interaction.guildId, userId });
  await respond(interaction, { ...(note ? { content: note } : {}), embeds: [renderProfile(profile, interaction.user.id, locale)], ephemeral: true });
}

export default { data, execute } satisfies Command;
