import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { autocompletePlayer, managerInput } from '../src/discord/command-kit.js';
import { opt, parseOptions } from '../src/discord/options.js';
import { respond } from '../src/discord/reply.js';
import { placeBid, withdrawBid } from '../src/league/index.js';
import type { Command } from './index.js';
import { bidReply, bidWithdrawnReply } from '../src/discord/render/order-reply.render.js';
import { localeOf } from '../src/i18n/locales.js';

const data = new SlashCommandBuilder()
  .setName('bid')
  .setDescription('A sealed bid for a listed player (only you see it)')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((o) =>
    o.setName('player').setDescription('A player on the transfer list').setRequired(true).setAutocomplete(true).setMaxLength(100),
  )
  .addIntegerOption((o) =>
    o.setName('amount').setDescription('Your bid in pounds; 0 withdraws it').setRequired(true).setMinValue(0).setMaxValue(100_000_000),
  );

const schema = z.object({ player: opt.player, amount: opt.int(0, 100_000_000) });

/** Always ephemeral: a sealed bid's amount is never shown to anyone else. */
async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { player, amount } = parseOptions(interaction, schema);
  const input = { ...managerInput(interaction), playerId: player };
  const locale = localeOf(interaction.locale);
  if (amount === 0) {
    const withdrawn = await withdrawBid(ctx, input);
    await respond(interaction, { content: bidWithdrawnReply(locale, withdrawn.player?.name ?? player), ephemeral: true });
    return;
  }
  const orders = await placeBid(ctx, { ...input, amount });
  const target = orders.player ?? { name: player };
  const bids = orders.orders.bids ?? [];
  const total = bids.reduce((sum, bid) => sum + bid.amount, 0);
  const content = bidReply(locale, { player: target.name, amount, bids: bids.length, total, price: orders.price });
  await respond(interaction, { content, ephemeral: true });
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await autocompletePlayer(interaction, ctx, 'market');
}

export default { data, execute, autocomplete } satisfies Command;
