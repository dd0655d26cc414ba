import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { autocompletePlayer, managerInput } from '../src/discord/command-kit.js';
import { opt, parseOptions } from '../src/discord/options.js';
import { name } from '../src/discord/render/format.js';
import { respond } from '../src/discord/reply.js';
import { setSale } from '../src/league/index.js';
import { SALE_MODES } from '../src/engine/model/types.js';
import { SALE_CHOICE_WORDS } from '../src/discord/render/words.js';
import type { Command } from './index.js';
import { localeOf } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import { withPrice } from '../src/discord/render/order-price.render.js';

const data = new SlashCommandBuilder()
  .setName('sell')
  .setDescription('Put one of your players on the transfer list')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((o) => o.setName('player').setDescription('One of your players').setRequired(true).setAutocomplete(true).setMaxLength(100))
  .addStringOption((o) =>
    o
      .setName('mode')
      .setDescription('Full value, or a quick sale below it')
      .setRequired(true)
      .addChoices(...SALE_MODES.map((mode) => ({ name: SALE_CHOICE_WORDS[mode], value: mode }))),
  );

const schema = z.object({ player: opt.player, mode: z.enum(SALE_MODES) });

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { player, mode } = parseOptions(interaction, schema);
  const { price, player: target } = await setSale(ctx, { ...managerInput(interaction), playerId: player, mode });
  const locale = localeOf(interaction.locale);
  await respond(interaction, {
    content: withPrice(t(locale, 'sale.listed', { player: name(target?.name ?? player), mode }), price, locale),
    ephemeral: true,
  });
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await autocompletePlayer(interaction, ctx, 'own');
}

export default { data, execute, autocomplete } satisfies Command;
