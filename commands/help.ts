import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { parseOptions } from '../src/discord/options.js';
import { renderGuide } from '../src/discord/render/guide.render.js';
import { HELP_TOPICS, renderHelp, renderHelpLines } from '../src/discord/render/help.render.js';
import { fortunesGameHelp } from '../src/discord/render/fortunes-game-help.render.js';
import { findLeagueByChannel } from '../src/league/index.js';
import { respond } from '../src/discord/reply.js';
import { localeOf } from '../src/i18n/locales.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder()
  .setName('help')
  .setDescription('How a week is played, the deadline in your time, or the rules behind a command')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((o) =>
    o
      .setName('topic')
      .setDescription('One rule with this league’s figures; without it, how a week is played')
      .setRequired(false)
      .addChoices(...HELP_TOPICS.map((topic) => ({ name: topic, value: topic }))),
  );

const schema = z.object({ topic: z.enum(HELP_TOPICS).optional() });

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { topic } = parseOptions(interaction, schema);
  const locale = localeOf(interaction.locale);
  // The guide, and the fortunes topic, depend on the channel's game: the board over a football league or the rulebook's game.
  const league = topic && topic !== 'fortunes' ? null : await findLeagueByChannel(ctx, interaction.channelId);
  if (topic === 'fortunes' && league?.game === 'fortunes')
    return respond(interaction, { embeds: [renderHelpLines(fortunesGameHelp(locale), locale)], ephemeral: true });
  if (topic) return respond(interaction, { embeds: [renderHelp(topic, locale)], ephemeral: true });
  await respond(interaction, { embeds: [renderGuide(league, ctx.config.PUBLIC_URL, locale)], ephemeral: true });
}

export default { data, execute } satisfies Command;
