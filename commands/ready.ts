import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { channelLeagueOfAnyGame, managerInput } from '../src/discord/command-kit.js';
import { renderCardsReady } from '../src/discord/render/cards.render.js';
import { parseOptions } from '../src/discord/options.js';
import { renderOrders } from '../src/discord/render/orders.render.js';
import { respond } from '../src/discord/reply.js';
import { markCardsReady, markReady } from '../src/league/index.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder()
  .setName('ready')
  .setDescription('Submit your orders for the week, with a summary and warnings')
  .setContexts(InteractionContextType.Guild)
  .addBooleanOption((o) => o.setName('ready').setDescription('False takes your ready back'));

const schema = z.object({ ready: z.boolean().default(true) });

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { ready } = parseOptions(interaction, schema);
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  if (league.game === 'cards') {
    const input = { ...managerInput(interaction, 'cards'), ready };
    await respond(interaction, { embeds: [renderCardsReady(await markCardsReady(ctx, input))], ephemeral: true });
    return;
  }
  // The last manager ready also queues the channel's line saying the week is about to be played.
  const view = await markReady(ctx, { ...managerInput(interaction), ready });
  await respond(interaction, { embeds: [renderOrders(view)], ephemeral: true });
}

export default { data, execute } satisfies Command;
