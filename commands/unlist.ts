import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { autocompletePlayer, managerInput } from '../src/discord/command-kit.js';
import { opt, parseOptions } from '../src/discord/options.js';
import { name } from '../src/discord/render/format.js';
import { respond } from '../src/discord/reply.js';
import { setSale, settleTransferRequest } from '../src/league/index.js';
import type { Command } from './index.js';
import { localeOf } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';

const data = new SlashCommandBuilder()
  .setName('unlist')
  .setDescription('Take one of your players off the transfer list')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((o) => o.setName('player').setDescription('One of your listed players').setRequired(true).setAutocomplete(true).setMaxLength(100))
  .addBooleanOption((o) =>
    o.setName('keep_request').setDescription('Pre-season: True keeps a player who asked to leave on the list, False takes him off'),
  );

const schema = z.object({ player: opt.player, keep_request: z.boolean().optional() });

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { player, keep_request: keep } = parseOptions(interaction, schema);
  const input = { ...managerInput(interaction), playerId: player };
  const locale = localeOf(interaction.locale);
  if (keep !== undefined) {
    // Rulebook, "Players requesting transfer": he comes off the list for the new season "if you so desire".
    const settled = await settleTransferRequest(ctx, { ...input, keep });
    const content = t(locale, 'sale.request', { player: name(settled.player?.name ?? player), keep: keep ? 'yes' : 'no' });
    return respond(interaction, { content, ephemeral: true });
  }
  const unlisted = await setSale(ctx, { ...input, mode: 'unlist' });
  await respond(interaction, {
    content: t(locale, 'sale.unlisted', { player: name(unlisted.player?.name ?? player) }),
    ephemeral: true,
  });
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await autocompletePlayer(interaction, ctx, 'own');
}

export default { data, execute, autocomplete } satisfies Command;
