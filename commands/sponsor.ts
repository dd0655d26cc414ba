import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { managerInput } from '../src/discord/command-kit.js';
import { parseOptions } from '../src/discord/options.js';
import { respond } from '../src/discord/reply.js';
import { chooseSponsor } from '../src/league/index.js';
import type { Command } from './index.js';
import { localeOf } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import { withPrice } from '../src/discord/render/order-price.render.js';

const data = new SlashCommandBuilder()
  .setName('sponsor')
  .setDescription('Choose a sponsor deal in pre-season (see /help sponsor)')
  .setContexts(InteractionContextType.Guild)
  .addIntegerOption((o) =>
    o
      .setName('years')
      .setDescription('Length of the deal')
      .setRequired(true)
      .addChoices({ name: 'One year', value: 1 }, { name: 'Two years', value: 2 }),
  );

const schema = z.object({ years: z.union([z.literal(1), z.literal(2)]) });

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { years } = parseOptions(interaction, schema);
  const { price } = await chooseSponsor(ctx, { ...managerInput(interaction), years });
  const locale = localeOf(interaction.locale);
  await respond(interaction, {
    content: withPrice(t(locale, 'sponsor.chosen', { years }), price, locale),
    ephemeral: true,
  });
}

export default { data, execute } satisfies Command;
