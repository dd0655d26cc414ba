import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { managerInput } from '../src/discord/command-kit.js';
import { renderCardsReady } from '../src/discord/render/cards.render.js';
import { renderFortunesReady } from '../src/discord/render/fortunes-game-view.render.js';
import { parseOptions } from '../src/discord/options.js';
import { renderOrders } from '../src/discord/render/orders.render.js';
import { respond } from '../src/discord/reply.js';
import { markReadyInAnyGame } from '../src/league/index.js';
import { localeOf } from '../src/i18n/locales.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder()
  .setName('ready')
  .setDescription('Submit your orders for the week, with a summary and warnings')
  .setContexts(InteractionContextType.Guild)
  .addBooleanOption((o) => o.setName('ready').setDescription('False takes your ready back'));

const schema = z.object({ ready: z.boolean().default(true) });

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { ready } = parseOptions(interaction, schema);
  // The last manager ready also queues the channel's line saying the week is about to be played.
  const marked = await markReadyInAnyGame(ctx, { ...managerInput(interaction), ready });
  const embed =
    marked.game === 'cards'
      ? renderCardsReady(marked.view, localeOf(interaction.locale))
      : marked.game === 'fortunes'
        ? renderFortunesReady(marked.view, localeOf(interaction.locale))
        : renderOrders(marked.view, localeOf(interaction.locale));
  await respond(interaction, { embeds: [embed], ephemeral: true });
}

export default { data, execute } satisfies Command;
